#ifndef MENU_PLAYGROUND_ALLOCATION_COUNTER_H
#define MENU_PLAYGROUND_ALLOCATION_COUNTER_H
// Heap allocations made by the calling thread since it started: malloc, calloc, realloc and the
// aligned ones, which the test executable defines over glibc's (see AllocationCounter.c).
unsigned long mp_thread_allocations(void);
// Bytes those allocations asked for (a realloc counts its new size whole).
unsigned long long mp_thread_allocated_bytes(void);
// 1 when the allocations are counted (glibc, no sanitizer), else 0.
int mp_counts_allocations(void);
#endif
