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
            self.init(target: .owned(Array(target.utf8)), host: .owned(Array(host.utf8)), gzip: gzip)
        }

        /// A key for one lookup, valid while the bytes are: it must never be stored. `digest` is
        /// the target's `KeyedHash.digest`, which the server may know from the connection's last
        /// request.
        init(borrowingTarget target: UnsafeRawBufferPointer, digest: UInt64, host: UnsafeRawBufferPointer, gzip: Bool) {
            self.init(target: .borrowed(target), targetDigest: digest, host: .borrowed(host), gzip: gzip)
        }

        private init(target: Text, host: Text, gzip: Bool) {
            self.init(target: target, targetDigest: target.withBytes(KeyedHash.digest), host: host, gzip: gzip)
        }

        private init(target: Text, targetDigest: UInt64, host: Text, gzip: Bool) {
            self.target = target
            self.host = host
            self.gzip = gzip
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

        /// Text a key owns (its UTF-8), or borrows for the length of one lookup.
        private enum Text: @unchecked Sendable {
            case owned([UInt8])
            case borrowed(UnsafeRawBufferPointer)

            func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
                switch self {
                case .owned(let bytes): return bytes.withUnsafeBytes(body)
                case .borrowed(let bytes): return body(bytes)
                }
            }

            func hasSameBytes(as other: Text) -> Bool {
                withBytes { mine in other.withBytes { mine.hasSameBytes(as: $0) } }
            }

            var heapBytes: Int {
                guard case .owned(let bytes) = self else { return 0 }
                return bytes.heapBytes
            }
        }
    }

    /// A page kept finished. An object, so that a cache hit copies one reference out of the
    /// cache, not the response's parts; and the place where the server keeps what it prepared to
    /// send it.
    public final class FinishedPage: Sendable, HeapFootprint {
        let response: Response
        let routeName: String
        /// The libmicrohttpd response the server built for this page (`PreparedResponses`).
        let prepared = PreparedResponses.Slot()

        init(response: Response, routeName: String) {
            self.response = response
            self.routeName = routeName
        }

        /// The object, its slot and what the response and route name hold.
        public var heapBytes: Int {
            HeapLayout.instance(storedBytes: MemoryLayout<Response>.stride + MemoryLayout<String>.stride + 8)
                + HeapLayout.instance(storedBytes: 16) + response.heapBytes + routeName.heapBytes
        }
    }
}
