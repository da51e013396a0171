// resvg-wasm for the tests that run the browser's drawing code in Node. Its module can be set up
// once in a process, and the unit files share their worker's modules (isolate: false), so every
// file asks here and the first ask does it.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm } from '@resvg/resvg-wasm';

let ready: Promise<void> | undefined;

/** resvg-wasm set up from its own file, once for the process however many test files ask. */
export function readyResvgWasm(): Promise<void> {
  ready ??= initWasm(readFileSync(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return ready;
}
