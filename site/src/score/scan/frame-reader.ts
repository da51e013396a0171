// Reads camera frames in a thread of their own (read-worker.ts): one frame at a time, its pixels
// handed over rather than copied. The thread is started by the first frame and kept for the page,
// so the decoder's WebAssembly is loaded once.

import type { Card } from '../../../../engine/index.ts';
import type { FaceImage, TableReading } from '../../../../marks/read/index.ts';

/** The deck's cards as the reader names them. */
export interface ReaderDeck {
  cards: readonly Card[];
  deckId: string;
}

export interface ReadRequest {
  id: number;
  width: number;
  height: number;
  data: Uint8ClampedArray;
  deck: ReaderDeck;
  /** The deck's faces, sent once a deck: the thread keeps what it makes of them. */
  faces?: FaceImage[];
}

export type ReadReply = { id: number; reading: TableReading } | { id: number; error: string };

let worker: Worker | null = null;
/** The deck whose faces the thread has. */
let facesSent: string | null = null;
let next = 0;
const waiting = new Map<number, { resolve(reading: TableReading): void; reject(error: Error): void }>();

function failAll(error: Error): void {
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
  worker?.terminate();
  worker = null;
  facesSent = null;
}

function start(): Worker {
  const started = new Worker(new URL('./read-worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = ({ data: reply }: MessageEvent<ReadReply>) => {
    const pending = waiting.get(reply.id);
    if (pending === undefined) return;
    waiting.delete(reply.id);
    if ('error' in reply) pending.reject(new Error(reply.error));
    else pending.resolve(reply.reading);
  };
  // A thread that cannot start or load (an old browser, a broken download) fails what waits on it.
  started.onerror = (event) => {
    event.preventDefault();
    failAll(new Error(event.message || 'the reading thread did not start'));
  };
  return started;
}

/**
 * Reads one frame; its pixels are handed to the reading thread (`pixels.data` is empty afterwards).
 * With the deck's faces, cards whose marks do not read are read by their faces too.
 */
export function readFrame(pixels: ImageData, deck: ReaderDeck, faces?: FaceImage[] | null): Promise<TableReading> {
  worker ??= start();
  const id = next++;
  const request: ReadRequest = { id, width: pixels.width, height: pixels.height, data: pixels.data, deck };
  if (faces != null && facesSent !== deck.deckId) {
    request.faces = faces;
    facesSent = deck.deckId;
  }
  const reading = new Promise<TableReading>((resolve, reject) => waiting.set(id, { resolve, reject }));
  worker.postMessage(request, [pixels.data.buffer]);
  return reading;
}
