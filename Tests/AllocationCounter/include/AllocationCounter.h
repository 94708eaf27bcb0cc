#ifndef MENU_PLAYGROUND_ALLOCATION_COUNTER_H
#define MENU_PLAYGROUND_ALLOCATION_COUNTER_H
// Heap allocations made by the calling thread since it started: malloc, calloc and realloc,
// which the test executable defines over glibc's (see AllocationCounter.c).
unsigned long mp_thread_allocations(void);
// 1 when the allocations are counted (glibc, no sanitizer), else 0.
int mp_counts_allocations(void);
#endif
