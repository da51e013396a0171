// The page's side of the drawing thread: ask for a deck to be drawn and get a promise. A deck being
// edited is drawn as it stands now: a request made while another is drawn waits, and only the
// newest waiting one is drawn (the ones it replaced get its answer too). The thread sends only the
// pictures that changed; the client puts the others back, so a drawing comes out whole.

import type { Problem, Result } from '../../../engine/index.ts';
import type { ShownDeck } from './deck-drawer.ts';
import { holdAhead, type PictureFace, type SentFace, unpackPictures } from './sent-pictures.ts';

/** A drawing as the thread sends it: its faces then the back, each picture only where it changed. */
type SentDeck = Omit<ShownDeck, 'faces' | 'back'> & { pictures: SentFace[] };

/** A drawing as the page gets it: every face's picture (its text as outlines) and the back's. */
export type PicturedDeck = Omit<ShownDeck, 'faces' | 'back'> & { faces: PictureFace[]; back: PictureFace };

type DrawAsk = { kind: 'draw'; bundle: unknown; first: string[] } | { kind: 'png'; svgs: string[]; width: number };
export type DrawRequest = DrawAsk & { id: number };

export type DrawReply =
  | { id: number; kind: 'drawn'; result: Result<SentDeck, Problem[]> }
  /** Faces on the page's screen, drawn ahead of the rest of their drawing. */
  | { id: number; kind: 'ahead'; faces: PictureFace[] }
  | { id: number; kind: 'pngs'; pngs: Uint8Array[] }
  | { id: number; kind: 'failed'; message: string };

export interface DrawAhead {
  first: string[];
  receive: (faces: PictureFace[]) => void;
}

export interface DrawClient {
  /** `ahead` gets the faces `first` names (those on screen) that changed, before the drawing is done. */
  draw(bundle: unknown, ahead?: DrawAhead): Promise<Result<PicturedDeck, Problem[]>>;
  png(svgs: string[], width: number): Promise<Uint8Array[]>;
  /** Ends the thread (a page that drew once and needs it no more). */
  close(): void;
}

/** A drawing thread of its own; `create` makes the Worker (the page's bundler needs the literal URL there). */
export function createDrawClient(create: () => Worker): DrawClient {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (reply: DrawReply) => void; reject: (error: Error) => void }>();
  /** The pictures of the last drawing received (and of faces received ahead since), by card id. */
  const held = new Map<string, string>();
  /** Where the faces sent ahead of a drawing go, by request. */
  const receivers = new Map<number, (faces: PictureFace[]) => void>();
  const start = (): Worker => {
    if (worker !== null) return worker;
    worker = create();
    worker.onmessage = ({ data }: MessageEvent<DrawReply>) => {
      if (data.kind === 'ahead') {
        holdAhead(held, data.faces);
        return receivers.get(data.id)?.(data.faces);
      }
      receivers.delete(data.id);
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
      receivers.clear();
    };
    return worker;
  };
  const ask = (request: DrawAsk, receive?: (faces: PictureFace[]) => void): Promise<DrawReply> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      if (receive !== undefined) receivers.set(id, receive);
      start().postMessage({ ...request, id });
    });
  const unwrap = <K extends DrawReply['kind']>(reply: DrawReply, kind: K): Extract<DrawReply, { kind: K }> => {
    if (reply.kind === 'failed') throw new Error(reply.message);
    if (reply.kind !== kind) throw new Error(`the drawing thread answered ${reply.kind}, not ${kind}`);
    return reply as Extract<DrawReply, { kind: K }>;
  };

  let inFlight: Promise<unknown> | null = null;
  let queued: {
    bundle: unknown;
    ahead: DrawAhead | undefined;
    promise: Promise<Result<PicturedDeck, Problem[]>>;
  } | null = null;
  const drawNow = async (bundle: unknown, ahead?: DrawAhead): Promise<Result<PicturedDeck, Problem[]>> => {
    const reply = await ask({ kind: 'draw', bundle, first: ahead?.first ?? [] }, ahead?.receive);
    const sent = unwrap(reply, 'drawn').result;
    if (!sent.ok) return sent;
    const { pictures, ...rest } = sent.value;
    const faces = unpackPictures(held, pictures);
    return { ok: true, value: { ...rest, faces: faces.slice(0, -1), back: faces.at(-1)! } };
  };
  return {
    draw(bundle, ahead) {
      if (inFlight === null) {
        const promise = drawNow(bundle, ahead).finally(() => {
          inFlight = null;
        });
        inFlight = promise;
        return promise;
      }
      if (queued !== null) {
        queued.bundle = bundle;
        queued.ahead = ahead;
        return queued.promise;
      }
      const entry = { bundle, ahead, promise: null as unknown as Promise<Result<PicturedDeck, Problem[]>> };
      entry.promise = (async () => {
        await inFlight?.catch(() => undefined);
        queued = null;
        return this.draw(entry.bundle, entry.ahead);
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
