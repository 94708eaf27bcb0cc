import CTCMalloc

/// The server's allocator: TCMalloc (gperftools), linked into this executable so that it takes
/// the place of glibc's malloc for the whole process. A never-seen page makes a few hundred
/// allocations, many of them page-sized buffers that glibc's arenas split, coalesced and
/// consolidated on every request (BENCHMARKS.md); TCMalloc keeps them in per-thread caches.
enum Allocator {
    /// Whether this process allocates with TCMalloc: its extension answers only when it is the
    /// malloc in use (the linker put it before the C library).
    static var isTCMalloc: Bool {
        var bytes = 0
        return "generic.current_allocated_bytes".withCString { MallocExtension_GetNumericProperty($0, &bytes) } != 0
    }
}
