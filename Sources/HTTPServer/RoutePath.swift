/// A route's pattern and the paths that match it, from one spelling: `"/menus/{id}/tap"` is
/// registered as it is (`pattern`) and fills in as `/menus/accordion/tap` (`path(_:)`), so a link,
/// a form's action or a redirect cannot name a route that does not exist.
public struct RoutePath: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// As `Router` takes it: literal segments, `{name}`, and a final `{name...}`.
    public let pattern: String
    /// The literal text around the parameters; one more piece than there are parameters.
    private let pieces: [String]

    public init(_ pattern: String) {
        self.pattern = pattern
        var pieces = [""]
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            pieces[pieces.count - 1] += rest[..<open]
            pieces.append("")
            rest = rest[rest.index(after: close)...]
        }
        pieces[pieces.count - 1] += rest
        self.pieces = pieces
    }

    public init(stringLiteral pattern: String) { self.init(pattern) }

    /// The number of `{…}` parameters the pattern captures.
    public var parameterCount: Int { pieces.count - 1 }

    /// The path with `values` in place of the parameters, in order, each percent-encoded where it
    /// holds more than unreserved characters (ids and base64url tokens never do, so they go in as
    /// they are). The count must match: a call names its route's parameters by construction.
    public func path(_ values: String...) -> String {
        precondition(values.count == parameterCount, "\(pattern) takes \(parameterCount) values, not \(values.count)")
        var path = pieces[0]
        for (value, piece) in zip(values, pieces.dropFirst()) {
            path += Self.escaped(value)
            path += piece
        }
        return path
    }

    public var description: String { pattern }

    /// RFC 3986's unreserved characters stay; every other byte becomes `%XX`.
    private static func escaped(_ value: String) -> String {
        let isUnreserved: (UInt8) -> Bool = { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                true
            default: false
            }
        }
        guard !value.utf8.allSatisfy(isUnreserved) else { return value }
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in value.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
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
