import Glibc

/// The header fields the server reads before it builds a `Request`, found in one pass over
/// libmicrohttpd's list, in place: the limits need only sizes and `Content-Length`, and a
/// cached page only `Host`, `Accept-Encoding` and `If-None-Match`. Building every field as a
/// `String` cost a cached answer more than finding its page.
///
/// A field is found as `Headers` finds it: the first with the name spelt exactly, else the first
/// with the name in another case. The bytes are libmicrohttpd's, valid while it handles the request.
struct HeaderScan {
    /// Every field as `name: value\r\n`, for the header limit.
    private(set) var bytes = 0
    private(set) var host = Found()
    private(set) var acceptEncoding = Found()
    private(set) var ifNoneMatch = Found()
    private(set) var contentLength = Found()

    struct Found {
        private var exact: UnsafeRawBufferPointer?
        private var caseless: UnsafeRawBufferPointer?

        var value: UnsafeRawBufferPointer? { exact ?? caseless }

        fileprivate mutating func consider(
            _ name: UnsafeRawBufferPointer, _ value: UnsafeRawBufferPointer, wanted: StaticString
        ) {
            guard exact == nil else { return }
            let wanted = UnsafeRawBufferPointer(start: wanted.utf8Start, count: wanted.utf8CodeUnitCount)
            if name.hasSameBytes(as: wanted) {
                exact = value
            } else if caseless == nil && ASCIIScan.equalIgnoringCase(name, wanted) {
                caseless = value
            }
        }
    }

    mutating func add(name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer) {
        bytes &+= name.count &+ value.count &+ 4
        // The four names differ in length, which picks the one to compare with.
        switch name.count {
        case 4: host.consider(name, value, wanted: "Host")
        case 15: acceptEncoding.consider(name, value, wanted: "Accept-Encoding")
        case 13: ifNoneMatch.consider(name, value, wanted: "If-None-Match")
        case 14: contentLength.consider(name, value, wanted: "Content-Length")
        default: break
        }
    }

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
