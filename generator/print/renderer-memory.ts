// resvg's native module allocates with mimalloc, which by default gives memory back to the system
// 10 ms after it is freed. Every card render asks for a pixmap of several megabytes again, which the
// system then supplies as fresh pages, each one faulted in and zeroed: on the 2-core virtual machines
// measured (about 12 µs a page) that was a third of `jibe build`'s time. Kept instead, the memory is
// reused by the next render: the default build of the classic deck went from 4.1 s and 6.3 s of
// processor time to 2.8 s and 4.0 s (`npm run bench build`). The memory held is bounded by the
// renders run at once. mimalloc reads the option once, when resvg is loaded: call this first.

/** Tells resvg's allocator to keep the memory it frees for reuse, unless the user set it otherwise. */
export function keepRendererMemory(): void {
  process.env.MIMALLOC_PURGE_DELAY ??= '-1';
}
