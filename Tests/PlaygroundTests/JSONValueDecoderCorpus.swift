import Foundation
import HTTPServer
import JSON
import MenuCore

@testable import Playground
@testable import PlaygroundDomain

/// A fuzz seed that may be JSON: an API body (after its request line), a token's JSON, a
/// configuration file.
struct Seed {
    var name: String
    var bytes: [UInt8]
    /// The menu the seed is for, when it is a body or a token.
    var menu: MenuID?

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fuzz")

    static func all() throws -> [Seed] {
        var seeds: [Seed] = []
        for (kind, name) in try files() {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(kind).appendingPathComponent(name)))
            switch kind {
            case "api":
                // `/api/v1/menus/{id}/actions`, a newline, the body.
                let lines = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false)
                let route = String(decoding: lines[0], as: UTF8.self).split(separator: "/")
                let menu = route.count > 3 ? MenuRegistry.menu(route[3])?.id : nil
                seeds.append(Seed(name: "api/\(name)", bytes: Array(lines.last ?? []), menu: menu))
            default:
                var menu: MenuID?
                if case .object(let members) = try? JSONValue.parse(bytes), case .string(let id) = members["menu"] {
                    menu = MenuRegistry.menu(id)?.id
                }
                seeds.append(Seed(name: "\(kind)/\(name)", bytes: bytes, menu: menu))
            }
        }
        return seeds
    }

    private static func files() throws -> [(String, String)] {
        var files: [(String, String)] = []
        for kind in ["api", "token", "config"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(kind).path)
            where kind == "api" || name.hasSuffix(".json") {
                files.append((kind, name))
            }
        }
        return files.sorted { $0 < $1 }
    }
}

/// Variants of a document, as JSON text: each value replaced by each of `scalars` and
/// `containers`, each member removed, an unknown member added to each object.
enum Mutation {
    static let scalars = [
        "null", "true", "false", #""x""#, #""""#, #""portrait""#, "0", "-1", "7", "1.0", "1.5", "1e2", "2.5e-3",
        "12345678901234567890", "-9223372036854775809",
    ]
    static let containers = ["[]", "{}", "[null]", "[1.5]", #"{"x":1}"#, #"{"type":"open"}"#]

    enum Step: Equatable {
        case key(String)
        case index(Int)
    }

    static func variants(of document: JSONValue) -> [String] {
        var variants: [String] = []
        for (path, value) in nodes(of: document) {
            for replacement in scalars + containers {
                variants.append(text(of: document, replacing: path, with: replacement))
            }
            if case .key = path.last { variants.append(text(of: document, replacing: path, with: nil)) }
            if case .object(var members) = value {
                members["extra"] = .integer(1)
                variants.append(text(of: document, replacing: path, with: text(of: .object(members))))
            }
        }
        return variants
    }

    private static func nodes(of value: JSONValue, at path: [Step] = []) -> [([Step], JSONValue)] {
        var found = [(path, value)]
        switch value {
        case .object(let members):
            for (key, member) in members { found += nodes(of: member, at: path + [.key(key)]) }
        case .array(let elements):
            for (index, element) in elements.enumerated() { found += nodes(of: element, at: path + [.index(index)]) }
        default: break
        }
        return found
    }

    /// `value` as JSON text with the node at `target` written as `replacement`, or left out when
    /// `replacement` is nil.
    static func text(
        of value: JSONValue, at path: [Step] = [], replacing target: [Step]? = nil, with replacement: String? = nil
    )
        -> String
    {
        if path == target { return replacement ?? "" }
        switch value {
        case .null: return "null"
        case .bool(let bool): return bool ? "true" : "false"
        case .integer(let integer): return "\(integer)"
        case .number(let number): return "\(number)"
        case .string(let string): return String(decoding: try! CanonicalJSON.encode(string), as: UTF8.self)
        case .array(let elements):
            let texts = elements.enumerated().map {
                text(of: $1, at: path + [.index($0)], replacing: target, with: replacement)
            }
            return "[" + texts.filter { !$0.isEmpty }.joined(separator: ",") + "]"
        case .object(let members):
            let texts = members.keys.sorted().compactMap { key -> String? in
                let member = text(of: members[key]!, at: path + [.key(key)], replacing: target, with: replacement)
                return member.isEmpty ? nil : text(of: .string(key)) + ":" + member
            }
            return "{" + texts.joined(separator: ",") + "}"
        }
    }
}

/// Walks a document through every container call a `Decodable` can make and writes down what
/// each answered, errors included, so that two decoders can be compared call by call. A zero is
/// written down as 0 whatever its sign: JSONValueDecoder reads −0 as 0 where JSONDecoder keeps it,
/// their one intended difference (NegativeZeroTests).
struct Walk: Codable {
    private(set) var log: [String] = []

    init(from decoder: any Decoder) throws {
        log.append("at \(decoder.codingPath.map(\.stringValue))")
        if let object = try? decoder.container(keyedBy: AnyKey.self) {
            walk(object)
        } else if var array = try? decoder.unkeyedContainer() {
            walk(&array)
        } else {
            walk(try decoder.singleValueContainer())
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(log)
    }

    private mutating func record(_ label: String, _ body: () throws -> Any) {
        do {
            log.append("\(label): \(try body())")
        } catch let error as DecodingError {
            log.append("\(label) threw \(JSONValueDecoderTests.describe(error))")
        } catch {
            log.append("\(label) threw an error of its own")
        }
    }

    private mutating func walk(_ object: KeyedDecodingContainer<AnyKey>) {
        // JSONDecoder lists keys in its hash table's order.
        let names = object.allKeys.map(\.stringValue).sorted()
        log.append("keys \(names)")
        for key in (names + ["missing"]).map({ AnyKey($0) }) {
            record("\(key) contains") { object.contains(key) }
            record("\(key) nil") { try object.decodeNil(forKey: key) }
            record("\(key) int") { try object.decode(Int.self, forKey: key) }
            record("\(key) int?") { try object.decodeIfPresent(Int.self, forKey: key) as Any }
            record("\(key) bool?") { try object.decodeIfPresent(Bool.self, forKey: key) as Any }
            record("\(key) keyed") { try object.nestedContainer(keyedBy: AnyKey.self, forKey: key).codingPath.count }
            record("\(key) unkeyed") { try object.nestedUnkeyedContainer(forKey: key).count as Any }
            record("\(key) super") { try Walk(from: object.superDecoder(forKey: key)).log }
        }
        record("super") { try Walk(from: object.superDecoder()).log }
    }

    private mutating func walk(_ array: inout any UnkeyedDecodingContainer) {
        log.append("count \(array.count ?? -1)")
        while true {
            for probe in Self.elementProbes {
                var copy = array
                record("[\(array.currentIndex)] \(probe.0)") { try probe.1(&copy) }
                log.append("then at \(copy.currentIndex), \(copy.isAtEnd ? "at end" : "not at end")")
            }
            if array.isAtEnd { break }
            record("[\(array.currentIndex)] super") { try Walk(from: array.superDecoder()).log }
        }
    }

    private static var elementProbes: [(String, (inout any UnkeyedDecodingContainer) throws -> Any)] {
        [
            ("nil", { try $0.decodeNil() }), ("int", { try $0.decode(Int.self) }),
            ("string", { try $0.decode(String.self) }), ("bool", { try $0.decode(Bool.self) }),
            ("double", { try $0.decode(Double.self) + 0 }), ("int?", { try $0.decodeIfPresent(Int.self) as Any }),
            ("string?", { try $0.decodeIfPresent(String.self) as Any }),
            ("field?", { try $0.decodeIfPresent(Field<Int>.self)?.a as Any }),
            ("keyed", { try $0.nestedContainer(keyedBy: AnyKey.self).codingPath.count }),
            ("unkeyed", { try $0.nestedUnkeyedContainer().count as Any }),
            ("super", { try $0.superDecoder().codingPath.count }),
        ]
    }

    private mutating func walk(_ single: any SingleValueDecodingContainer) {
        record("nil") { single.decodeNil() }
        record("bool") { try single.decode(Bool.self) }
        record("string") { try single.decode(String.self) }
        record("int") { try single.decode(Int.self) }
        record("int8") { try single.decode(Int8.self) }
        record("uint8") { try single.decode(UInt8.self) }
        record("double") { try single.decode(Double.self) + 0 }
        record("float") { try single.decode(Float.self) + 0 }
        record("orientation") { try single.decode(Orientation.self) }
    }
}

/// Any key, so that `Walk` can ask for one the document lacks.
struct AnyKey: CodingKey, CustomStringConvertible {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }

    var description: String { stringValue }
}
