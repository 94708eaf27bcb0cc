import Glibc

/// The request line's parts as libmicrohttpd passes them to the access handler: pointers into its
/// read buffer, where it split the line in place. The distance between the target and the
/// version tells how long the target really was, which its C string does not when it holds a NUL.
struct RequestLinePointers {
    let method: UnsafePointer<CChar>?
    let url: UnsafePointer<CChar>?
    let version: UnsafePointer<CChar>?

    var requestLine: RequestHandler.RequestLine {
        RequestHandler.RequestLine(
            method: RequestHandler.methodName(method), version: versionName, targetBytesOnTheLine: targetBytesOnTheLine)
    }

    /// The bytes from the target's start to the space before the version (which the library
    /// overwrote with a NUL).
    private var targetBytesOnTheLine: Int {
        guard let url, let version, version > url else { return url.map { strlen($0) } ?? 0 }
        return url.distance(to: version) - 1
    }

    /// The common one as a literal, which is neither copied nor validated.
    private var versionName: String {
        guard let version else { return "HTTP/1.1" }
        return strcmp(version, "HTTP/1.1") == 0 ? "HTTP/1.1" : String(cString: version)
    }
}

/// A request whose connection is suspended while a work thread answers it: only that thread
/// touches the context until it resumes the connection, and libmicrohttpd's resume (under its
/// lock) orders what the thread wrote before the connection's own thread reads it.
struct SuspendedRequest: @unchecked Sendable {
    let context: RequestContext
    let connection: LibraryConnection
}
