// The symbol decoder in the browser: zxing-wasm's reader, its WebAssembly served by this site from
// the build's own copy of the package's file (imported as a URL, so the bundler copies it beside
// the scripts). zxing-wasm would otherwise fetch it from a CDN: locateFile points it here instead.

import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { prepareZXingModule } from 'zxing-wasm/reader';
import type { SymbolDecoder } from '../../../../marks/read/index.ts';
import { decodeWithZxing } from '../../../../marks/read/zxing.ts';

let ready: Promise<unknown> | null = null;

/** The decoder, once zxing's WebAssembly is loaded from this site. */
export async function loadDecoder(): Promise<SymbolDecoder> {
  ready ??= prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? new URL(wasmUrl, location.href).href : prefix + path,
    },
    fireImmediately: true,
  }).catch((error: unknown) => {
    ready = null;
    throw error;
  });
  await ready;
  return decodeWithZxing;
}

/** The WebAssembly file's address (for the size report and the tests). */
export const DECODER_WASM_URL = wasmUrl;
