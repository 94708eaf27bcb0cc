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
    private(set) var host = Found(name: "Host")
    private(set) var acceptEncoding = Found(name: "Accept-Encoding")
    private(set) var ifNoneMatch = Found(name: "If-None-Match")
    private(set) var contentLength = Found(name: "Content-Length")

    struct Found {
        let name: StaticString
        private var exact: UnsafeRawBufferPointer?
        private var caseless: UnsafeRawBufferPointer?

        init(name: StaticString) {
            self.name = name
        }

        var value: UnsafeRawBufferPointer? { exact ?? caseless }

        fileprivate mutating func consider(_ name: UnsafeRawBufferPointer, _ value: UnsafeRawBufferPointer) {
            guard exact == nil else { return }
            let wanted = UnsafeRawBufferPointer(start: self.name.utf8Start, count: self.name.utf8CodeUnitCount)
            if name.hasSameBytes(as: wanted) {
                exact = value
            } else if caseless == nil && ASCIIScan.equalIgnoringCase(name, wanted) {
                caseless = value
            }
        }
    }

    mutating func add(name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer) {
        bytes += name.count + value.count + 4
        // The four names differ in length, which picks the one to compare with.
        switch name.count {
        case 4: host.consider(name, value)
        case 15: acceptEncoding.consider(name, value)
        case 13: ifNoneMatch.consider(name, value)
        case 14: contentLength.consider(name, value)
        default: break
        }
    }
}
