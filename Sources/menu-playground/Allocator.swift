import CTCMalloc
import HTTPServer

/// The server's allocator: TCMalloc (gperftools), linked into this executable so that it takes
/// the place of glibc's malloc for the whole process. A never-seen page makes a few hundred
/// allocations, many of them page-sized buffers that glibc's arenas split, coalesced and
/// consolidated on every request (BENCHMARKS.md); TCMalloc keeps them in per-thread caches.
enum Allocator {
    /// The free memory the threads' caches may hold together. TCMalloc's default, 32 MiB, kept
    /// RSS climbing past the caches' bounds plus the usual overhead under a stream of
    /// never-seen pages (`bench/rss.sh`); 8 MiB held it level at no cost the benchmarks could
    /// tell from noise.
    static let threadCacheBytes = 8 << 20

    /// Caps the threads' caches at `threadCacheBytes`, unless the operator set TCMalloc's own
    /// variable for it (`environment`).
    static func limitThreadCaches(environment: [String: String]) {
        guard MemoryTrimmer.allocatesWithTCMalloc, environment["TCMALLOC_MAX_TOTAL_THREAD_CACHE_BYTES"] == nil else {
            return
        }
        _ = "tcmalloc.max_total_thread_cache_bytes".withCString {
            MallocExtension_SetNumericProperty($0, threadCacheBytes)
        }
    }
}
