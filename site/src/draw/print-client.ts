// The page's side of the print threads: a deck bundle and the settings in, one download out (a PDF,
// or a zip of several files). The files (the card PNGs most of the work) are shared among as many
// threads as the browser has processors (at most 4; the home sheets one a paper), and the first
// thread zips what all of them made. Threads start on the first request and
// stay for the next.

import type { Problem } from '../../../engine/index.ts';
import type { PrintKind } from '../../../draw/print-files.ts';
import type { PrintOptions } from '../../../draw/print-options.ts';
import { joinPrintParts, type PrintFile, type PrintPart } from '../../../draw/print-parts.ts';
import type { RulebookDocument } from '../../../draw/rulebook/rulebook-files.ts';

export interface PrintAsk extends PrintOptions {
  bundle: unknown;
  /** `jibe build`'s print files, or one of its rulebook's documents (made by the rulebook thread). */
  kind: PrintKind | RulebookDocument;
  papers: ('a4' | 'letter')[];
  lowInk: boolean;
  /** A card size as `--size` names it, for the deck's own. */
  size?: string;
  /** The folder the files lie in inside a zip, as under output/: the deck's id. */
  folder: string;
}

/** To a print thread: make its part of the files, or zip files made (by it and the others). */
type PrintJob = (PrintAsk & { what: 'make'; part: PrintPart }) | { what: 'zip'; files: PrintFile[]; folder: string };
export type PrintRequest = PrintJob & { id: number };

export type PrintReply =
  | { id: number; kind: 'made'; bytes: Uint8Array; zipped: boolean; files: number }
  | { id: number; kind: 'part'; files: PrintFile[] }
  | { id: number; kind: 'refused'; problems: Problem[] }
  | { id: number; kind: 'failed'; message: string };

/** What a request for print files ends in: the download, or why there is none. */
export type PrintResult = Extract<PrintReply, { kind: 'made' | 'refused' | 'failed' }>;

export interface PrintClient {
  make(ask: PrintAsk): Promise<PrintResult>;
}

/** The most threads a request uses: a fifth and more gain little and each holds resvg and pdfkit. */
const MAX_THREADS = 4;

/** Threads for the card PNGs: one a processor the browser says it has, within 1 to MAX_THREADS. */
export const printThreads = (processors: number | undefined): number =>
  Math.max(1, Math.min(MAX_THREADS, Math.floor(processors ?? 1) || 1));

/** One print thread, started on its first request, that answers each request once. */
function printThread(create: () => Worker) {
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
  return (job: PrintJob) =>
    new Promise<PrintReply>((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      // Files to zip move to the thread rather than being copied.
      const files = job.what === 'zip' ? job.files : [];
      start().postMessage({ ...job, id }, [...new Set(files.map((f) => f.bytes.buffer as ArrayBuffer))]);
    });
}

/** Print threads of their own; `create` makes a Worker (the bundler needs the literal URL there). */
export function createPrintClient(
  create: () => Worker,
  processors = globalThis.navigator?.hardwareConcurrency,
): PrintClient {
  const threads = Array.from({ length: printThreads(processors) }, () => printThread(create));
  return {
    async make(ask) {
      // The home sheets are a PDF a paper: one thread each, the second starting while the first works.
      const count = ask.kind === 'home' ? Math.min(threads.length, ask.papers.length) : threads.length;
      const replies = await Promise.all(
        threads.slice(0, count).map((thread, index) => thread({ ...ask, what: 'make', part: { index, count } })),
      );
      const stop = replies.find((r) => r.kind === 'refused') ?? replies.find((r) => r.kind !== 'part');
      if (stop !== undefined) return stop as PrintResult;
      const files = joinPrintParts(replies.map((r) => (r as Extract<PrintReply, { kind: 'part' }>).files));
      if (files.length === 1) return { id: 0, kind: 'made', bytes: files[0]!.bytes, zipped: false, files: 1 };
      const zipped = await threads[0]!({ what: 'zip', files, folder: ask.folder });
      return zipped.kind === 'part'
        ? { id: zipped.id, kind: 'failed', message: 'the print thread sent no zip' }
        : zipped;
    },
  };
}
