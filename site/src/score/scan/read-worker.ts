// Scan's reading thread: a camera frame in, the table reader's reading out (marks/read/), so the
// page keeps answering taps while a frame is read (a tenth of a second to a third here, longer on
// a phone). zxing's WebAssembly is loaded once, by the first frame. Nothing leaves the phone.

import { type FaceTemplates, makeFaceTemplates, readCards } from '../../../../marks/read/index.ts';
import { loadDecoder } from './decoder.ts';
import type { ReadReply, ReadRequest } from './frame-reader.ts';

/** This worker's own scope, typed for what it uses (the site's types are the window's). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ReadRequest>) => void) | null;
  postMessage(reply: ReadReply): void;
};

/** The faces of the deck last sent, made ready once (about a second's work). */
let faces: { deckId: string; templates: FaceTemplates } | null = null;

scope.onmessage = async ({ data: request }) => {
  try {
    const decode = await loadDecoder();
    if (request.faces !== undefined)
      faces = { deckId: request.deck.deckId, templates: makeFaceTemplates(request.faces) };
    const reading = await readCards(
      { width: request.width, height: request.height, data: request.data },
      request.deck,
      decode,
      true,
      faces?.deckId === request.deck.deckId ? faces.templates : undefined,
    );
    scope.postMessage({ id: request.id, reading });
  } catch (error) {
    scope.postMessage({ id: request.id, error: (error as Error).message ?? String(error) });
  }
};
