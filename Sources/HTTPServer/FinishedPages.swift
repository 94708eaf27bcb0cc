/// The entries of the pipeline's finished-page cache, and what each holds in memory.
extension ResponsePipeline {
    public struct FinishedPageKey: Hashable, Sendable, HeapFootprint {
        var target: String
        var gzip: Bool
        /// The request's Host: a page may name its own absolute URL (a link preview's image).
        var host: String

        /// The target is kept as the client sent it: up to the URL limit (4 KiB by default).
        public var heapBytes: Int { target.heapBytes + host.heapBytes }
    }

    public struct FinishedPage: Sendable, HeapFootprint {
        var response: Response
        var routeName: String

        public var heapBytes: Int { response.heapBytes + routeName.heapBytes }
    }
}
