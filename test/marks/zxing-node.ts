// zxing-wasm's reader in Node, loaded from the installed package (never from the network), and a
// renderer that draws a symbol's modules as pixels with a quiet zone: the real decoder checks our
// encoder and our card faces.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes, type ReadResult } from 'zxing-wasm/reader';
import { prepareZXingModule as prepareWriter, writeBarcode } from 'zxing-wasm/writer';

let ready: Promise<unknown> | undefined;

function load(): Promise<unknown> {
  if (!ready) {
    const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const bytes = readFileSync(wasm);
    const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    ready = Promise.resolve(prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true }));
  }
  return ready;
}

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, row-major. */
  data: Uint8ClampedArray;
}

/** Every Data Matrix zxing-wasm finds in the pixels. */
export async function readDataMatrix(pixels: Pixels): Promise<ReadResult[]> {
  await load();
  return readBarcodes(pixels as unknown as ImageData, {
    formats: ['DataMatrix'],
    tryHarder: true,
    maxNumberOfSymbols: 32,
  });
}

/** The symbol drawn `scale` pixels a module with `quiet` light modules all round. */
export function renderModules(symbol: { size: number; modules: Uint8Array }, scale: number, quiet: number): Pixels {
  const side = (symbol.size + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - quiet;
      const col = Math.floor(x / scale) - quiet;
      const inside = row >= 0 && col >= 0 && row < symbol.size && col < symbol.size;
      if (inside && symbol.modules[row * symbol.size + col] === 1)
        data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { width: side, height: side, data };
}

let writerReady: Promise<unknown> | undefined;

/**
 * zxing-wasm's own Data Matrix for `text`, as modules (1 = dark): a second, independent encoder to
 * compare ours with module for module, where both choose the same encodation.
 */
export async function zxingDataMatrix(text: string): Promise<{ size: number; modules: Uint8Array }> {
  if (!writerReady) {
    const wasm = createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm');
    const bytes = readFileSync(wasm);
    const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    writerReady = Promise.resolve(prepareWriter({ overrides: { wasmBinary }, fireImmediately: true }));
  }
  await writerReady;
  const { symbol, error } = await writeBarcode(text, { format: 'DataMatrix', options: 'forceSquare' });
  if (error) throw new Error(error);
  const modules = new Uint8Array(symbol.width * symbol.height);
  for (let i = 0; i < modules.length; i++) modules[i] = symbol.data[i]! < 128 ? 1 : 0;
  return { size: symbol.width, modules };
}
