import Glibc
import Synchronization

/// Hands the memory that caches evict back to the system. glibc's malloc keeps freed chunks for
/// reuse, in one arena per worker thread, and returns pages only from the top of each heap: under
/// a stream of never-seen pages, the free space left between live cache entries kept RSS up to
/// about one bound above what the caches held (BENCHMARKS.md, memory). `malloc_trim` releases
/// every whole free page, so once the caches have evicted `thresholdBytes` since the last call,
/// the thread that notices calls it; in a process that allocates with TCMalloc
/// (`allocatesWithTCMalloc`: the server executable links it), TCMalloc's own
/// `MallocExtension_ReleaseFreeMemory` instead, since glibc's trim would find nothing of glibc's
/// to release. 2 MiB keeps RSS as steady as smaller steps, at no CPU cost the benchmarks can tell
/// from noise (BENCHMARKS.md, memory); traffic that hits the caches evicts nothing and never
/// trims.
public final class MemoryTrimmer: Sendable {
    public let thresholdBytes: Int
    private let evicted = Atomic<Int>(0)
    private let trims = Atomic<Int>(0)

    public init(thresholdBytes: Int = 2 << 20) {
        self.thresholdBytes = thresholdBytes
    }

    /// How many times memory was handed back, for /metrics.
    public var trimCount: Int { trims.load(ordering: .relaxed) }

    /// Notes bytes a cache let go of; trims when they add up to the threshold.
    public func noteEvicted(_ bytes: Int) {
        let total = evicted.add(bytes, ordering: .relaxed).newValue
        // One thread wins the reset and trims; the others carry on with their requests.
        guard total >= thresholdBytes,
            evicted.compareExchange(expected: total, desired: 0, ordering: .relaxed).exchanged
        else { return }
        trim()
    }

    /// Hands free memory back now: when the costly work (snapshots' surfaces, pages' buffers) has
    /// gone quiet, so what it freed does not stay resident while the server idles.
    public func trim() {
        if let releaseFreeMemory {
            releaseFreeMemory()
        } else if let mallocTrim {
            _ = mallocTrim(0)
        }
        trims.add(1, ordering: .relaxed)
    }
}

extension MemoryTrimmer {
    /// Whether the process's `malloc` is TCMalloc's (found at run time: only the server executable
    /// links it). TCMalloc's symbols being found is not enough: an allocator preloaded before it
    /// (jemalloc, valgrind's, glibc's own) takes `malloc` while the library stays loaded.
    public static let allocatesWithTCMalloc: Bool = {
        let process = UnsafeMutableRawPointer(bitPattern: 0)
        guard let tcmalloc = dlsym(process, "tc_malloc"), let malloc = dlsym(process, "malloc") else { return false }
        return tcmalloc == malloc
    }()
}

/// TCMalloc's release of its free pages, when TCMalloc is the process's malloc.
private let releaseFreeMemory: (@convention(c) () -> Void)? =
    MemoryTrimmer.allocatesWithTCMalloc
    ? dlsym(UnsafeMutableRawPointer(bitPattern: 0), "MallocExtension_ReleaseFreeMemory").map {
        unsafeBitCast($0, to: (@convention(c) () -> Void).self)
    } : nil

/// glibc's `malloc_trim`, which the Glibc module does not export; nil on another C library.
private let mallocTrim: (@convention(c) (Int) -> Int32)? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim")
    .map { unsafeBitCast($0, to: (@convention(c) (Int) -> Int32).self) }
