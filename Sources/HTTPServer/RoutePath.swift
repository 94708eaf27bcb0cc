/// A route's pattern and the paths that match it, from one spelling: `"/menus/{id}/tap"` is
/// registered as it is (`pattern`) and fills in as `/menus/accordion/tap` (`path(_:)`), so a link,
/// a form's action or a redirect cannot name a route that does not exist.
public struct RoutePath: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// As `Router` takes it: literal segments, `{name}`, and a final `{name...}`.
    public let pattern: String
    /// The literal text around the parameters; one more piece than there are parameters.
    private let pieces: [String]
    /// Whether the last parameter is a rest (`{name...}`), whose value keeps its slashes.
    private let endsInRest: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        var pieces = [""]
        var rest = Substring(pattern)
        var endsInRest = false
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            pieces[pieces.count - 1] += rest[..<open]
            pieces.append("")
            endsInRest = rest[open..<close].hasSuffix("...")
            rest = rest[rest.index(after: close)...]
        }
        pieces[pieces.count - 1] += rest
        self.pieces = pieces
        self.endsInRest = endsInRest
    }

    public init(stringLiteral pattern: String) { self.init(pattern) }

    /// The number of `{…}` parameters the pattern captures.
    public var parameterCount: Int { pieces.count - 1 }

    /// The path with `values` in place of the parameters, in order, each percent-encoded where it
    /// holds more than unreserved characters (ids and base64url tokens never do, so they go in as
    /// they are); a rest parameter's value keeps its slashes, between segments escaped alike. The
    /// count must match: a call names its route's parameters by construction.
    public func path(_ values: String...) -> String {
        precondition(values.count == parameterCount, "\(pattern) takes \(parameterCount) values, not \(values.count)")
        var path = ""
        path.reserveCapacity(pieces.reduce(0) { $0 + $1.utf8.count } + values.reduce(0) { $0 + $1.utf8.count })
        path += pieces[0]
        for index in values.indices {
            Self.appendEscaped(values[index], keepingSlashes: endsInRest && index == values.count - 1, to: &path)
            path += pieces[index + 1]
        }
        return path
    }

    /// `path(_:)` of a route with one parameter, the common case, without the variadic array.
    public func path(_ value: String) -> String {
        precondition(parameterCount == 1, "\(pattern) takes \(parameterCount) values, not 1")
        if Self.isPlain(value, keepingSlashes: endsInRest) { return Self.joined(pieces[0], value, pieces[1]) }
        var path = ""
        path.reserveCapacity(pieces[0].utf8.count + value.utf8.count + pieces[1].utf8.count)
        path += pieces[0]
        Self.appendEscaped(value, keepingSlashes: endsInRest, to: &path)
        path += pieces[1]
        return path
    }

    public var description: String { pattern }

    /// RFC 3986's unreserved characters stay; every other byte becomes `%XX`. Pages build a
    /// dozen paths each, most with a token of hundreds of bytes, so the check is one pass over
    /// the bytes in place.
    private static func appendEscaped(_ value: String, keepingSlashes: Bool, to path: inout String) {
        guard !isPlain(value, keepingSlashes: keepingSlashes) else {
            path += value
            return
        }
        let stays = { (byte: UInt8) in isUnreserved(byte) || (keepingSlashes && byte == UInt8(ascii: "/")) }
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count * 3)
        for byte in value.utf8 {
            if stays(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        path += String(decoding: bytes, as: UTF8.self)
    }

    /// Whether every byte of `value` stays as it is.
    private static func isPlain(_ value: String, keepingSlashes: Bool) -> Bool {
        // Read in place, without the copy (a retain and a release) `withUTF8` needs.
        if let plain = value.utf8.withContiguousStorageIfAvailable({ staysPlain($0, keepingSlashes: keepingSlashes) }) {
            return plain
        }
        var value = value
        return value.withUTF8 { staysPlain($0, keepingSlashes: keepingSlashes) }
    }

    /// Eight bytes at a time, then the rest one by one; by index, since iterating a slice costs a
    /// debug build (the allocation guard's) allocations a byte.
    private static func staysPlain(_ bytes: UnsafeBufferPointer<UInt8>, keepingSlashes: Bool) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count, areUnreserved(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            guard isUnreserved(byte) || (keepingSlashes && byte == UInt8(ascii: "/")) else { return false }
            index += 1
        }
        return true
    }

    /// The three texts as one, copied once into a string of their size: appending a token of
    /// hundreds of bytes to a `String` and then the rest cost more than the copies.
    private static func joined(_ first: String, _ second: String, _ third: String) -> String {
        let count = first.utf8.count + second.utf8.count + third.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            var index = 0
            copy(first, into: buffer, at: &index)
            copy(second, into: buffer, at: &index)
            copy(third, into: buffer, at: &index)
            return index
        }
    }

    private static func copy(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at index: inout Int) {
        let rest = UnsafeMutableBufferPointer(rebasing: buffer[index...])
        index +=
            text.utf8.withContiguousStorageIfAvailable { rest.initialize(fromContentsOf: $0) }
            ?? rest.initialize(from: text.utf8).1
    }

    /// Whether all eight bytes are unreserved, without looking at them one by one: a token's
    /// hundreds of bytes are checked for every path a page builds. Once all are below 0x80, adding
    /// `0x80 - low` to a byte sets its high bit when it is at least `low`, and adding `0x7F - high`
    /// when it is above `high`, with no carry into the next byte.
    private static func areUnreserved(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        guard word & highs == 0 else { return false }
        let letters = within(word | 0x20 &* ones, 0x61, 0x7A)  // A–Z folded onto a–z
        let others =
            within(word, 0x30, 0x39) | within(word, 0x2D, 0x2E) | within(word, 0x5F, 0x5F) | within(word, 0x7E, 0x7E)
        return letters | others == highs
    }

    /// The high bit of each byte of `bytes` (all below 0x80) that is in `low…high`.
    private static func within(_ bytes: UInt64, _ low: UInt64, _ high: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        return (bytes &+ (0x80 &- low) &* ones) & ~(bytes &+ (0x7F &- high) &* ones) & 0x8080_8080_8080_8080
    }

    @inline(__always)
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        let folded = byte | 0x20  // A–Z onto a–z; no other unreserved byte moves into a–z
        return (folded >= 0x61 && folded <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
            || byte == 0x5F || byte == 0x7E
    }
}

extension Router {
    public mutating func get(_ path: RoutePath, cost: RouteCost = .costly, _ handler: @escaping Handler) {
        get(path.pattern, cost: cost, handler)
    }

    public mutating func get(_ path: RoutePath, entityTag: @escaping EntityTagFunction, _ handler: @escaping Handler) {
        get(path.pattern, entityTag: entityTag, handler)
    }

    public mutating func post(_ path: RoutePath, _ handler: @escaping Handler) { post(path.pattern, handler) }
}
