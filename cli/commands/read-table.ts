// `jibe read-table IMAGE`: reads a photo of a table of printed cards and prints each card's cell,
// rotation and confidence (marks/read/). A card read below the confidence the scorekeeper accepts
// is printed with no cell and the reason.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule } from 'zxing-wasm/reader';
import { enumerateCards } from '../../engine/index.ts';
import { ACCEPT_CONFIDENCE, makeFaceTemplates, readCards, type TableReading } from '../../marks/read/index.ts';
import { decodeWithZxing } from '../../marks/read/zxing.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import type { ReadTableArgs } from './index.ts';
import { type CliIo, printAll } from './options.ts';
import { deckFaceImages } from './read-table-faces.ts';
import { decodePhoto, readPhotoBytes } from './read-table-image.ts';

let zxingReady: Promise<unknown> | null = null;

/** Loads zxing's WebAssembly from the installed package (never from the network). */
export function prepareZxingForNode(): Promise<unknown> {
  const require = createRequire(import.meta.url);
  const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  zxingReady ??= prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
    fireImmediately: true,
  });
  return zxingReady;
}

export interface ReadTableLine {
  card: string;
  q: number | null;
  r: number | null;
  rotation: number | null;
  confidence: number;
  reason?: string;
  /** Read by a face drawn the same for these cards: it is one of them (`card` is only the first). */
  oneOf?: string[];
}

/** The reading as the command prints it: unsure cards without a cell, with the reason. */
export function linesOf(reading: TableReading): ReadTableLine[] {
  return [
    ...reading.cards.map((c) =>
      c.confidence >= ACCEPT_CONFIDENCE
        ? { card: c.card, q: c.q, r: c.r, rotation: c.rotation, confidence: c.confidence, oneOf: c.oneOf }
        : { card: c.card, q: null, r: null, rotation: null, confidence: c.confidence, reason: c.doubt ?? 'unsure' },
    ),
    ...reading.unplaced.map((u) => ({
      card: u.card,
      q: null,
      r: null,
      rotation: null,
      confidence: 0,
      reason: u.reason,
    })),
  ];
}

export async function runReadTable(args: ReadTableArgs, io: CliIo): Promise<void> {
  const loaded = loadDeck(args.deck);
  const { deck } = loaded;
  const photo = decodePhoto(args.image, readPhotoBytes(args.image));
  await prepareZxingForNode();
  const faces = makeFaceTemplates(deckFaceImages(loaded));
  const reading = await readCards(
    photo,
    { cards: enumerateCards(deck), deckId: deck.id },
    decodeWithZxing,
    true,
    faces,
  );
  const lines = linesOf(reading);
  if (args.json) {
    printAll(io.stdout, JSON.stringify({ cards: lines }, null, 2));
    return;
  }
  const placed = lines.filter((l) => l.q !== null);
  // A card read by a face drawn for several is said as all of them: which one the photo cannot tell.
  const name = (l: ReadTableLine): string => l.oneOf?.join(' or ') ?? l.card;
  const width = Math.max(4, ...lines.map((l) => name(l).length));
  printAll(
    io.stdout,
    [
      `${args.image}: ${placed.length} card${placed.length === 1 ? '' : 's'} placed, ${lines.length - placed.length} unsure (cells relative to the first card)`,
      ...lines.map((l) =>
        l.q === null
          ? `${name(l).padEnd(width)}  unsure: ${l.reason}`
          : `${name(l).padEnd(width)}  (${l.q}, ${l.r})  rotation ${l.rotation}  confidence ${l.confidence.toFixed(2)}`,
      ),
    ].join('\n'),
  );
}
