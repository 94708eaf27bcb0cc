import Digests

/// Decoded `name=value` pairs from a query string or an urlencoded form, in order.
public struct FormFields: Sendable, Equatable {
    public private(set) var pairs: [(name: String, value: String)]

    public init(_ pairs: [(name: String, value: String)] = []) {
        self.pairs = pairs
    }

    /// Parses `a=1&b=two+words`. `+` is a space and `%XX` a byte; invalid escapes or bytes that
    /// are not UTF-8 are rejected rather than guessed at.
    /// Split on the UTF-8 bytes of `&` and `=`, which are always character boundaries, by byte
    /// offsets into the text's storage: splitting by `Character`, or walking a substring's UTF-8
    /// view by index, cost a demo page's 300-byte query a fifth of its decoding.
    public init(urlEncoded text: Substring) throws(HTTPError) {
        var pairs: [(name: String, value: String)] = []
        let utf8 = text.utf8
        var failure: HTTPError?
        let split: Void? = utf8.withContiguousStorageIfAvailable { bytes in
            var start = 0
            while start < bytes.count, failure == nil {
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: "&") { end += 1 }
                if start < end {
                    var equals = start
                    while equals < end && bytes[equals] != UInt8(ascii: "=") { equals += 1 }
                    do throws(HTTPError) {
                        let name = try PercentDecoding.decode(UnsafeBufferPointer(rebasing: bytes[start..<equals]))
                        let value =
                            equals < end
                            ? try PercentDecoding.decode(UnsafeBufferPointer(rebasing: bytes[(equals + 1)..<end])) : ""
                        pairs.append((name, value))
                    } catch {
                        failure = error
                    }
                }
                start = end + 1
            }
        }
        if let failure { throw failure }
        if split == nil {
            // Not stored contiguously (a bridged string): the same split, through the view.
            for part in utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
                let halves = part.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
                let name = try PercentDecoding.decode(Substring(halves[0]), plusIsSpace: true)
                let value = halves.count > 1 ? try PercentDecoding.decode(Substring(halves[1]), plusIsSpace: true) : ""
                pairs.append((name, value))
            }
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
                status: .badRequest, code: "duplicate_field",
                message: "The field “\(name)” is sent \(values.count) times.",
                path: name)
        }
        return values.first
    }

    /// A whole number sent at most once, or nil when absent; anything else is a 422 naming it.
    public func integer(_ name: String) throws(HTTPError) -> Int? {
        guard let text = try single(name) else { return nil }
        guard let value = Int(text) else {
            throw HTTPError(
                status: .unprocessableContent, code: "invalid_value",
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
                status: .badRequest, code: "missing_field", message: "The field “\(name)” is missing.", path: name)
        }
        return value
    }

    public static func == (lhs: FormFields, rhs: FormFields) -> Bool {
        lhs.pairs.elementsEqual(rhs.pairs) { $0.name == $1.name && $0.value == $1.value }
    }
}

/// Percent-decoding per RFC 3986, strict about malformed input.
public enum PercentDecoding {
    /// A form field's bytes (valid UTF-8, a slice of a string), `+` as a space.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(HTTPError) -> String {
        guard bytes.contains(where: { $0 == 0x25 || $0 == 0x2B }) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        return try decode(String(decoding: bytes, as: UTF8.self), plusIsSpace: true)
    }

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
