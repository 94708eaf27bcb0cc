// The test executable's own malloc, calloc and realloc, which count each call on the calling
// thread and hand it to glibc's allocator (its exported __libc_ entry points, so free and
// malloc_usable_size stay glibc's). A test counts what one piece of work allocates, which, unlike
// its time, is the same on a loaded machine: the per-page allocation guard (PageCostTests).
#include <stddef.h>
#include "AllocationCounter.h"

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

static _Thread_local unsigned long allocations;

void *malloc(size_t size) {
    allocations++;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    allocations++;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    allocations++;
    return __libc_realloc(pointer, size);
}

unsigned long mp_thread_allocations(void) {
    return allocations;
}
