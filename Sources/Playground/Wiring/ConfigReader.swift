import Foundation
import JSON
import PlaygroundDomain

/// Reads a JSON object key by key, so that every mistake is reported with the file, the key and
/// what was expected. Unknown keys are errors too: a misspelt limit must not silently default.
struct ConfigReader {
    let file: String
    private let keyPath: String
    private let object: [String: JSONValue]
    private var used: Set<String> = []

    init(file: String, bytes: [UInt8]) throws(ConfigurationError) {
        let parsed: JSONValue
        do {
            parsed = try JSONValue.parse(bytes)
        } catch {
            throw ConfigurationError(file: file, key: nil, problem: "is \(error)")
        }
        guard case .object(let object) = parsed else {
            throw ConfigurationError(file: file, key: nil, problem: "must hold a JSON object at the top level")
        }
        self.init(file: file, keyPath: "", object: object)
    }

    private init(file: String, keyPath: String, object: [String: JSONValue]) {
        self.file = file
        self.keyPath = keyPath
        self.object = object
    }

    mutating func integer(_ key: String, in range: ClosedRange<Int>) throws(ConfigurationError) -> Int? {
        guard let value = take(key) else { return nil }
        guard case .integer(let integer) = value, range.contains(integer) else {
            throw error(
                key,
                "expected an integer from \(range.lowerBound) to \(range.upperBound), found \(value.shortDescription)")
        }
        return integer
    }

    mutating func string(_ key: String) throws(ConfigurationError) -> String? {
        guard let value = take(key) else { return nil }
        guard case .string(let text) = value, !text.isEmpty else {
            throw error(key, "expected a non-empty string, found \(value.shortDescription)")
        }
        return text
    }

    mutating func object(_ key: String) throws(ConfigurationError) -> ConfigReader? {
        guard let value = take(key) else { return nil }
        guard case .object(let nested) = value else {
            throw error(key, "expected an object, found \(value.shortDescription)")
        }
        return ConfigReader(file: file, keyPath: path(key), object: nested)
    }

    /// An object whose values are each a string or a non-empty array of strings, such as the
    /// font table (a chain of faces, or one face), with its keys in order.
    mutating func stringListMap(_ key: String) throws(ConfigurationError) -> [(key: String, value: [String])]? {
        guard var nested = try object(key) else { return nil }
        var entries: [(key: String, value: [String])] = []
        for name in nested.object.keys.sorted() {
            entries.append((name, try nested.stringList(name)!))
        }
        return entries
    }

    /// A string, or a non-empty array of non-empty strings.
    mutating func stringList(_ key: String) throws(ConfigurationError) -> [String]? {
        guard let value = take(key) else { return nil }
        if case .string(let text) = value, !text.isEmpty { return [text] }
        guard case .array(let items) = value, !items.isEmpty else {
            throw error(key, "expected a non-empty string or array of strings, found \(value.shortDescription)")
        }
        var strings: [String] = []
        for (index, item) in items.enumerated() {
            guard case .string(let text) = item, !text.isEmpty else {
                throw error("\(key)[\(index)]", "expected a non-empty string, found \(item.shortDescription)")
            }
            strings.append(text)
        }
        return strings
    }

    /// Throws for the first key that no accessor asked for.
    func rejectUnknownKeys() throws(ConfigurationError) {
        if let unknown = object.keys.sorted().first(where: { !used.contains($0) }) {
            throw error(unknown, "is not a known key (known here: \(used.sorted().joined(separator: ", ")))")
        }
    }

    func error(_ key: String, _ problem: String) -> ConfigurationError {
        ConfigurationError(file: file, key: path(key), problem: problem)
    }

    private mutating func take(_ key: String) -> JSONValue? {
        used.insert(key)
        return object[key]
    }

    private func path(_ key: String) -> String {
        keyPath.isEmpty ? key : keyPath + "." + key
    }
}
