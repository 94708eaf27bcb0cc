import Digests

/// Decoded `name=value` pairs from a query string or an urlencoded form, in order.
public struct FormFields: Sendable, Equatable {
    public private(set) var pairs: [(name: String, value: String)]

    public init(_ pairs: [(name: String, value: String)] = []) {
        self.pairs = pairs
    }

    /// Parses `a=1&b=two+words`. `+` is a space and `%XX` a byte; invalid escapes or bytes that
    /// are not UTF-8 are rejected rather than guessed at.
    /// Split on the UTF-8 bytes of `&` and `=`, which are always character boundaries: splitting
    /// by `Character` cost a demo page's 300-byte query a fifth of its decoding.
    public init(urlEncoded text: Substring) throws(HTTPError) {
        var pairs: [(name: String, value: String)] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: "&")) ?? utf8.endIndex
            if start < end {
                let part = utf8[start..<end]
                if let equals = part.firstIndex(of: UInt8(ascii: "=")) {
                    let name = try PercentDecoding.decode(Substring(utf8[start..<equals]), plusIsSpace: true)
                    let value = try PercentDecoding.decode(
                        Substring(utf8[utf8.index(after: equals)..<end]), plusIsSpace: true)
                    pairs.append((name, value))
                } else {
                    pairs.append((try PercentDecoding.decode(Substring(part), plusIsSpace: true), ""))
                }
            }
            start = end == utf8.endIndex ? end : utf8.index(after: end)
        }
        self.pairs = pairs
    }

    /// The first value of that name.
    public subscript(name: String) -> String? {
        pairs.first { $0.name == name }?.value
    }

    /// Every value of that name, for repeated fields.
    public func values(_ name: String) -> [String] {
        pairs.filter { $0.name == name }.map(\.value)
    }

    /// The value of a field that may appear at most once: sent twice, which value counts would
    /// be a guess, so it is a 400 that names the field.
    public func single(_ name: String) throws(HTTPError) -> String? {
        let values = values(name)
        guard values.count <= 1 else {
            throw HTTPError(
                status: 400, code: "duplicate_field", message: "The field “\(name)” is sent \(values.count) times.",
                path: name)
        }
        return values.first
    }

    /// A whole number sent at most once, or nil when absent; anything else is a 422 naming it.
    public func integer(_ name: String) throws(HTTPError) -> Int? {
        guard let text = try single(name) else { return nil }
        guard let value = Int(text) else {
            throw HTTPError(
                status: 422, code: "invalid_value",
                message: "The field “\(name)” must be a whole number, not “\(text)”.",
                path: name)
        }
        return value
    }

    /// A required whole number sent once.
    public func requiredInteger(_ name: String) throws(HTTPError) -> Int {
        _ = try required(name)
        return try integer(name)!
    }

    /// The value of a required field that appears once, or a 400 that names it.
    public func required(_ name: String) throws(HTTPError) -> String {
        guard let value = try single(name) else {
            throw HTTPError(
                status: 400, code: "missing_field", message: "The field “\(name)” is missing.", path: name)
        }
        return value
    }

    public static func == (lhs: FormFields, rhs: FormFields) -> Bool {
        lhs.pairs.elementsEqual(rhs.pairs) { $0.name == $1.name && $0.value == $1.value }
    }
}

/// Percent-decoding per RFC 3986, strict about malformed input.
public enum PercentDecoding {
    public static func decode(_ text: some StringProtocol, plusIsSpace: Bool = false) throws(HTTPError) -> String {
        guard text.utf8.contains(where: { $0 == 0x25 || (plusIsSpace && $0 == 0x2B) }) else { return String(text) }
        let utf8 = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte == 0x25 {
                guard index + 2 < utf8.count, let high = Hex.value(ofDigit: utf8[index + 1]),
                    let low = Hex.value(ofDigit: utf8[index + 2])
                else {
                    throw HTTPError.badRequest(
                        "The escape at character \(index + 1) of “\(text)” is not %XX.", code: "malformed_escape")
                }
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(plusIsSpace && byte == 0x2B ? 0x20 : byte)
                index += 1
            }
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw HTTPError.badRequest("“\(text)” does not decode to UTF-8 text.", code: "malformed_escape")
        }
        return decoded
    }

}
