#ifndef MENU_PLAYGROUND_ALLOCATION_COUNTER_H
#define MENU_PLAYGROUND_ALLOCATION_COUNTER_H
// Heap allocations made by the calling thread since it started: malloc, calloc and realloc,
// which the test executable defines over glibc's (see AllocationCounter.c).
unsigned long mp_thread_allocations(void);
#endif
