/// The entries of the pipeline's finished-page cache, and what each holds in memory.
extension ResponsePipeline {
    /// A page's URL, Host and encoding. A stored key owns its text; the server looks a page up with
    /// a key that borrows the request's bytes from libmicrohttpd, so a cached answer copies and
    /// allocates nothing to find its page. The key's hash is computed once, by `KeyedHash`.
    public struct FinishedPageKey: Hashable, Sendable, HeapFootprint {
        private let target: Text
        /// The request's Host: a page may name its own absolute URL (a link preview's image).
        private let host: Text
        let gzip: Bool
        private let digest: UInt64

        init(target: String, gzip: Bool, host: String) {
            self.init(target: .owned(target), host: .owned(host), gzip: gzip)
        }

        /// A key for one lookup, valid while the bytes are: it must never be stored.
        init(borrowingTarget target: UnsafeRawBufferPointer, host: UnsafeRawBufferPointer, gzip: Bool) {
            self.init(target: .borrowed(target), host: .borrowed(host), gzip: gzip)
        }

        private init(target: Text, host: Text, gzip: Bool) {
            self.target = target
            self.host = host
            self.gzip = gzip
            let targetDigest = target.withBytes(KeyedHash.digest)
            let hostDigest = host.withBytes(KeyedHash.digest)
            digest = targetDigest ^ (hostDigest &* 0x9E37_79B9_7F4A_7C15) ^ (gzip ? 1 : 0)
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.digest == rhs.digest && lhs.gzip == rhs.gzip && lhs.target.hasSameBytes(as: rhs.target)
                && lhs.host.hasSameBytes(as: rhs.host)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(digest)
        }

        /// The target is kept as the client sent it: up to the URL limit (4 KiB by default).
        public var heapBytes: Int { target.heapBytes + host.heapBytes }

        /// Text a key owns, or borrows for the length of one lookup.
        private enum Text: @unchecked Sendable {
            case owned(String)
            case borrowed(UnsafeRawBufferPointer)

            func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
                switch self {
                case .owned(var text): return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
                case .borrowed(let bytes): return body(bytes)
                }
            }

            func hasSameBytes(as other: Text) -> Bool {
                withBytes { mine in other.withBytes { mine.hasSameBytes(as: $0) } }
            }

            var heapBytes: Int {
                guard case .owned(let text) = self else { return 0 }
                return text.heapBytes
            }
        }
    }

    public struct FinishedPage: Sendable, HeapFootprint {
        var response: Response
        var routeName: String

        public var heapBytes: Int { response.heapBytes + routeName.heapBytes }
    }
}
