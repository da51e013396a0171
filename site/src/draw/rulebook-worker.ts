// The rulebook thread: the rulebook's documents (the rulebook, the player aid, the score sheet)
// made from a deck bundle by `jibe build`'s own rulebook code (draw/rulebook/), with resvg-wasm
// reading the art, and the zip of both papers' files. A thread apart from the print threads, started
// on the first rulebook asked for, so the sheets' threads never load the rulebook's code, its
// template or its fonts. It answers print-client.ts's requests as a print thread does.

import * as pdfkit from 'pdfkit';
import helvetica from 'pdfkit/standard-fonts/Helvetica';
import { makeRulebookPdfs, type RulebookTools } from '../../../draw/rulebook/rulebook-print.ts';
import { FONT_URLS } from './draw-assets.ts';
import { fetchBytes, prepareDrawing } from './deck-drawer.ts';
import type { PrintReply, PrintRequest } from './print-client.ts';
import { zipReply } from './zip-reply.ts';
import { RULEBOOK_TEMPLATE, RULEBOOK_TEMPLATE_NAME, SLANTED_FONT_URLS } from './rulebook-assets.ts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PrintRequest>) => void) | null;
  postMessage(reply: PrintReply, transfer?: Transferable[]): void;
};

// pdfkit opens every document in Helvetica (never drawn with); its browser build has it only when registered.
(pdfkit as unknown as { registerStdFonts: (...fonts: unknown[]) => void }).registerStdFonts(helvetica);

/** The drawing code (card fonts, resvg) and DejaVu Sans in the four styles `jibe rulebook` sets the rules in. */
async function prepareTools(): Promise<RulebookTools> {
  const urls = [FONT_URLS.regular, FONT_URLS.bold, SLANTED_FONT_URLS.italic, SLANTED_FONT_URLS.boldItalic];
  const [drawing, [regular, bold, italic, boldItalic]] = await Promise.all([
    prepareDrawing(),
    Promise.all(urls.map(fetchBytes)),
  ]);
  return {
    renderer: drawing.renderer,
    normalise: drawing.normalise,
    fonts: { regular: regular!, bold: bold!, italic: italic!, boldItalic: boldItalic! },
    template: RULEBOOK_TEMPLATE,
    templateName: RULEBOOK_TEMPLATE_NAME,
  };
}

let tools: Promise<RulebookTools> | null = null;

scope.onmessage = async ({ data: ask }) => {
  try {
    if (ask.what === 'zip') {
      return scope.postMessage(...zipReply(ask.id, ask.files, ask.folder));
    }
    if (ask.kind === 'home' || ask.kind === 'shop' || ask.kind === 'cards')
      throw new Error(`the rulebook thread makes no ${ask.kind} files`);
    tools ??= prepareTools();
    const made = await makeRulebookPdfs(ask.bundle, [ask.kind], ask.papers, await tools);
    if (!made.ok) return scope.postMessage({ id: ask.id, kind: 'refused', problems: made.error });
    scope.postMessage({ id: ask.id, kind: 'part', files: made.value }, [
      ...new Set(made.value.map((f) => f.bytes.buffer as ArrayBuffer)),
    ]);
  } catch (error) {
    scope.postMessage({ id: ask.id, kind: 'failed', message: (error as Error).message ?? String(error) });
  }
};
