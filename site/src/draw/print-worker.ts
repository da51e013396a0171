// A print thread: its part of `jibe build`'s print files made from a deck bundle by the build's own
// code (draw/print-files.ts), with resvg-wasm for the PNGs' pixels, and the zip of every part's
// files (fflate). Threads of their own, so the page keeps answering and the face-drawing thread
// never loads pdfkit; print-client.ts shares the card PNGs among several.

import * as pdfkit from 'pdfkit';
import helvetica from 'pdfkit/standard-fonts/Helvetica';
import { PAPERS } from '../../../draw/paper.ts';
import { makePrintFiles, type PrintTools } from '../../../draw/print-files.ts';
import { prepareDrawing } from './deck-drawer.ts';
import { printTools } from './drawing-tools.ts';
import type { PrintReply, PrintRequest } from './print-client.ts';
import { zipReply } from './zip-reply.ts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PrintRequest>) => void) | null;
  postMessage(reply: PrintReply, transfer?: Transferable[]): void;
};

// pdfkit opens every document in Helvetica (never drawn with); its browser build has it only when registered.
(pdfkit as unknown as { registerStdFonts: (...fonts: unknown[]) => void }).registerStdFonts(helvetica);

const prepareTools = async (): Promise<PrintTools> => printTools(await prepareDrawing());

let tools: Promise<PrintTools> | null = null;

scope.onmessage = async ({ data: ask }) => {
  try {
    if (ask.what === 'zip') {
      return scope.postMessage(...zipReply(ask.id, ask.files, ask.folder));
    }
    // The rulebook's documents are the rulebook thread's (rulebook-worker.ts).
    if (ask.kind !== 'home' && ask.kind !== 'shop' && ask.kind !== 'cards')
      throw new Error(`a print thread makes no ${ask.kind}`);
    tools ??= prepareTools();
    const choice = {
      kind: ask.kind,
      papers: ask.papers.map((p) => PAPERS[p]!),
      duplex: ask.duplex,
      lowInk: ask.lowInk,
      dpi: ask.dpi,
      offset: ask.offset,
      gutter: ask.gutter,
      ...(ask.size === undefined ? {} : { size: ask.size }),
    };
    const made = await makePrintFiles(ask.bundle, choice, await tools, ask.part);
    if (!made.ok) return scope.postMessage({ id: ask.id, kind: 'refused', problems: made.error });
    scope.postMessage({ id: ask.id, kind: 'part', files: made.value }, [
      ...new Set(made.value.map((f) => f.bytes.buffer as ArrayBuffer)),
    ]);
  } catch (error) {
    scope.postMessage({ id: ask.id, kind: 'failed', message: (error as Error).message ?? String(error) });
  }
};
