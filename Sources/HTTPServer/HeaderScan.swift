import Glibc

/// The header fields the server reads before it builds a `Request`, found in one pass over
/// libmicrohttpd's list, in place: the limits need only sizes and `Content-Length`, a cached page
/// only `Host`, `Accept-Encoding` and `If-None-Match`, and the framing rules (`RequestFraming`)
/// how often `Host`, `Content-Length` and `Transfer-Encoding` came and whether every name is a
/// token. Building every field as a `String` cost a cached answer more than finding its page.
///
/// A field is found as `Headers` finds it: the first with the name spelt exactly, else the first
/// with the name in another case. The bytes are libmicrohttpd's, valid while it handles the request.
struct HeaderScan {
    /// Every field as `name: value\r\n`, for the header limit.
    private(set) var bytes = 0
    /// How many fields came, for the field limit.
    private(set) var fieldCount = 0
    private(set) var host = Found()
    private(set) var acceptEncoding = Found()
    private(set) var ifNoneMatch = Found()
    private(set) var contentLength = Found()
    private(set) var transferEncoding = Found()
    /// The first `Content-Length` whose value differs from the one found.
    private(set) var conflictingContentLength: UnsafeRawBufferPointer?
    /// The first field name that is not an RFC 9110 token: libmicrohttpd keeps a space before the
    /// colon in the name (`Host :`), which a proxy in front may read as another field.
    private(set) var malformedName: UnsafeRawBufferPointer?

    struct Found {
        private var exact: UnsafeRawBufferPointer?
        private var caseless: UnsafeRawBufferPointer?
        /// How many fields had the name, in any case.
        private(set) var count = 0

        var value: UnsafeRawBufferPointer? { exact ?? caseless }

        /// True when the field is `wanted`, in any case.
        fileprivate mutating func consider(
            _ name: UnsafeRawBufferPointer, _ value: UnsafeRawBufferPointer, wanted: StaticString
        ) -> Bool {
            let wanted = UnsafeRawBufferPointer(start: wanted.utf8Start, count: wanted.utf8CodeUnitCount)
            if name.hasSameBytes(as: wanted) {
                if exact == nil { exact = value }
            } else if ASCIIScan.equalIgnoringCase(name, wanted) {
                if caseless == nil { caseless = value }
            } else {
                return false
            }
            count += 1
            return true
        }
    }

    mutating func add(name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer) {
        bytes &+= name.count &+ value.count &+ 4
        fieldCount &+= 1
        if malformedName == nil && !Self.isToken(name) { malformedName = name }
        // The five names differ in length but two, which picks the ones to compare with.
        switch name.count {
        case 4: _ = host.consider(name, value, wanted: "Host")
        case 13: _ = ifNoneMatch.consider(name, value, wanted: "If-None-Match")
        case 14:
            let first = contentLength.value
            if contentLength.consider(name, value, wanted: "Content-Length"), let first,
                conflictingContentLength == nil, !first.hasSameBytes(as: value)
            {
                conflictingContentLength = value
            }
        case 15: _ = acceptEncoding.consider(name, value, wanted: "Accept-Encoding")
        case 17: _ = transferEncoding.consider(name, value, wanted: "Transfer-Encoding")
        default: break
        }
    }

    /// RFC 9110 §5.6.2: one or more of ALPHA, DIGIT and ``!#$%&'*+-.^_`|~``.
    static func isToken(_ name: UnsafeRawBufferPointer) -> Bool {
        guard !name.isEmpty else { return false }
        for byte in name where !tokenBytes.contains(byte) { return false }
        return true
    }

    private static let tokenBytes = ByteSet(
        "!#$%&'*+-.^_`|~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")

    /// A field's name and value as the bytes libmicrohttpd holds, up to a NUL as C strings end.
    static func field(
        _ name: UnsafePointer<CChar>?, _ nameSize: Int, _ value: UnsafePointer<CChar>?, _ valueSize: Int
    ) -> (name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer) {
        (
            UnsafeRawBufferPointer(start: name, count: name.map { strnlen($0, nameSize) } ?? 0),
            UnsafeRawBufferPointer(start: value, count: value.map { strnlen($0, valueSize) } ?? 0)
        )
    }
}

/// A set of bytes as a 256-bit table: one load and a mask a byte.
struct ByteSet: Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    init(_ members: StaticString) {
        let bytes = UnsafeBufferPointer(start: members.utf8Start, count: members.utf8CodeUnitCount)
        for byte in bytes { insert(byte) }
    }

    private mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << (byte & 63)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    func contains(_ byte: UInt8) -> Bool {
        let word: UInt64
        switch byte >> 6 {
        case 0: word = words.0
        case 1: word = words.1
        case 2: word = words.2
        default: word = words.3
        }
        return word & (UInt64(1) << (byte & 63)) != 0
    }
}
