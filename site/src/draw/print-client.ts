// The page's side of the print thread: a deck bundle and the settings in, one download out (a PDF,
// or a zip of several files). The thread starts on the first request and stays for the next.

import type { Problem } from '../../../engine/index.ts';

export interface PrintAsk {
  bundle: unknown;
  kind: 'home' | 'shop' | 'cards';
  papers: ('a4' | 'letter')[];
  duplex: 'long' | 'short' | 'fold';
  lowInk: boolean;
  /** The folder the files lie in inside a zip, as under output/: the deck's id. */
  folder: string;
}

export type PrintRequest = PrintAsk & { id: number };

export type PrintReply =
  | { id: number; kind: 'made'; bytes: Uint8Array; zipped: boolean; files: number }
  | { id: number; kind: 'refused'; problems: Problem[] }
  | { id: number; kind: 'failed'; message: string };

export interface PrintClient {
  make(ask: PrintAsk): Promise<PrintReply>;
}

/** A print thread of its own; `create` makes the Worker (the bundler needs the literal URL there). */
export function createPrintClient(create: () => Worker): PrintClient {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, (reply: PrintReply) => void>();
  const start = (): Worker => {
    if (worker !== null) return worker;
    worker = create();
    worker.onmessage = ({ data }: MessageEvent<PrintReply>) => {
      waiting.get(data.id)?.(data);
      waiting.delete(data.id);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker?.terminate();
      worker = null;
      for (const [id, answer] of waiting)
        answer({ id, kind: 'failed', message: event.message || 'the print thread failed' });
      waiting.clear();
    };
    return worker;
  };
  return {
    make: (ask) =>
      new Promise((resolve) => {
        const id = nextId++;
        waiting.set(id, resolve);
        start().postMessage({ ...ask, id });
      }),
  };
}
