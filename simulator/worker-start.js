// The entry of a simulation worker thread: turns on Node's compile cache for this thread, then
// loads worker.ts. The main thread's cache (bin/jibe.js) does not reach worker threads, and without
// it each worker strips the types of the engine again: 0.19 processor-seconds a worker start
// against 0.07 with the cache warm (measured). Plain JavaScript, as it runs before the cache is on.

(await import('node:module')).enableCompileCache?.();
await import('./worker.ts');
