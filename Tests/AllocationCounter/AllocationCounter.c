// The test executable's own malloc, calloc, realloc and aligned allocations (memalign,
// aligned_alloc, posix_memalign), which count each call and the bytes it asks for on the calling
// thread and hand it to glibc's allocator (its exported __libc_ entry points, so free and
// malloc_usable_size stay glibc's). A test counts what one piece of work
// allocates, which, unlike its time, is the same on a loaded machine: the per-page allocation
// guard (PageCostTests), and that a decompression bomb is refused without allocating past its
// limit (DecompressorTests).
// Elsewhere than glibc (or under a sanitizer, which has its own malloc) nothing is replaced and
// nothing is counted.
#include <errno.h>
#include <stdlib.h>  // on glibc, also features.h, which defines __GLIBC__
#include "AllocationCounter.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define MP_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define MP_SANITIZED 1
#endif
#if defined(__GLIBC__) && !defined(MP_SANITIZED)
#define MP_COUNTS_ALLOCATIONS 1
#endif

#ifdef MP_COUNTS_ALLOCATIONS
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Thread_local unsigned long allocations;
static _Thread_local unsigned long long allocatedBytes;

void *malloc(size_t size) {
    allocations++;
    allocatedBytes += size;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    allocations++;
    allocatedBytes += (unsigned long long)count * size;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    allocations++;
    allocatedBytes += size;
    return __libc_realloc(pointer, size);
}

// Swift's `UnsafeMutableRawPointer.allocate` and the runtime's aligned allocations come here.
void *memalign(size_t alignment, size_t size) {
    allocations++;
    allocatedBytes += size;
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    return memalign(alignment, size);
}

int posix_memalign(void **pointer, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *memory = memalign(alignment, size);
    if (memory == NULL) return ENOMEM;
    *pointer = memory;
    return 0;
}

unsigned long mp_thread_allocations(void) {
    return allocations;
}

unsigned long long mp_thread_allocated_bytes(void) {
    return allocatedBytes;
}

int mp_counts_allocations(void) {
    return 1;
}
#else
unsigned long mp_thread_allocations(void) {
    return 0;
}

unsigned long long mp_thread_allocated_bytes(void) {
    return 0;
}

int mp_counts_allocations(void) {
    return 0;
}
#endif
