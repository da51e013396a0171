// The page's side of the drawing thread: ask for a deck to be drawn and get a promise. A deck being
// edited is drawn as it stands now: a request made while another is drawn waits, and only the
// newest waiting one is drawn (the ones it replaced get its answer too).

import type { Problem, Result } from '../../../engine/index.ts';
import type { ShownDeck } from './deck-drawer.ts';

type DrawAsk = { kind: 'draw'; bundle: unknown } | { kind: 'png'; svgs: string[]; width: number };
export type DrawRequest = DrawAsk & { id: number };

export type DrawReply =
  | { id: number; kind: 'drawn'; result: Result<ShownDeck, Problem[]> }
  | { id: number; kind: 'pngs'; pngs: Uint8Array[] }
  | { id: number; kind: 'failed'; message: string };

export interface DrawClient {
  draw(bundle: unknown): Promise<Result<ShownDeck, Problem[]>>;
  png(svgs: string[], width: number): Promise<Uint8Array[]>;
  /** Ends the thread (a page that drew once and needs it no more). */
  close(): void;
}

/** A drawing thread of its own; `create` makes the Worker (the page's bundler needs the literal URL there). */
export function createDrawClient(create: () => Worker): DrawClient {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (reply: DrawReply) => void; reject: (error: Error) => void }>();
  const start = (): Worker => {
    if (worker !== null) return worker;
    worker = create();
    worker.onmessage = ({ data }: MessageEvent<DrawReply>) => {
      const w = waiting.get(data.id);
      waiting.delete(data.id);
      w?.resolve(data);
    };
    worker.onerror = (event) => {
      // A thread that failed (its module did not load) fails every request; the next one starts anew.
      event.preventDefault();
      worker?.terminate();
      worker = null;
      for (const w of waiting.values()) w.reject(new Error(event.message || 'the drawing thread failed'));
      waiting.clear();
    };
    return worker;
  };
  const ask = (request: DrawAsk): Promise<DrawReply> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      start().postMessage({ ...request, id });
    });
  const unwrap = <K extends DrawReply['kind']>(reply: DrawReply, kind: K): Extract<DrawReply, { kind: K }> => {
    if (reply.kind === 'failed') throw new Error(reply.message);
    if (reply.kind !== kind) throw new Error(`the drawing thread answered ${reply.kind}, not ${kind}`);
    return reply as Extract<DrawReply, { kind: K }>;
  };

  let inFlight: Promise<unknown> | null = null;
  let queued: { bundle: unknown; promise: Promise<Result<ShownDeck, Problem[]>> } | null = null;
  const drawNow = async (bundle: unknown) => unwrap(await ask({ kind: 'draw', bundle }), 'drawn').result;
  return {
    draw(bundle) {
      if (inFlight === null) {
        const promise = drawNow(bundle).finally(() => {
          inFlight = null;
        });
        inFlight = promise;
        return promise;
      }
      if (queued !== null) {
        queued.bundle = bundle;
        return queued.promise;
      }
      const entry = { bundle, promise: null as unknown as Promise<Result<ShownDeck, Problem[]>> };
      entry.promise = (async () => {
        await inFlight?.catch(() => undefined);
        queued = null;
        return this.draw(entry.bundle);
      })();
      queued = entry;
      return entry.promise;
    },
    async png(svgs, width) {
      return unwrap(await ask({ kind: 'png', svgs, width }), 'pngs').pngs;
    },
    close() {
      worker?.terminate();
      worker = null;
    },
  };
}
