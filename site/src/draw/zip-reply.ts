// A print or rulebook thread's zip of the files made: each under the deck's folder, as under output/.

import { zipSync } from 'fflate';
import type { PrintFile } from '../../../draw/print-parts.ts';
import type { PrintReply } from './print-client.ts';

/** The reply carrying the zip, and what to transfer with it. PDFs and PNGs are compressed already: stored as they are. */
export function zipReply(id: number, files: PrintFile[], folder: string): [PrintReply, Transferable[]] {
  const bytes = zipSync(Object.fromEntries(files.map((f) => [`${folder}/${f.path}`, [f.bytes, { level: 0 }]])));
  return [{ id, kind: 'made', bytes, zipped: true, files: files.length }, [bytes.buffer as ArrayBuffer]];
}
