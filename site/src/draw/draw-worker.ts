// The drawing thread: a deck bundle in, its faces, back and problems out, so the page keeps
// answering while 80 faces are drawn. Pictures of a face already drawn come from the drawer's cache,
// and only the pictures that changed since the last drawing are sent (sent-pictures.ts), those of
// the faces on the page's screen ahead of the others.

import { createDeckDrawer, type DeckDrawer } from './deck-drawer.ts';
import type { DrawReply, DrawRequest } from './draw-client.ts';
import { packAhead, packPictures } from './sent-pictures.ts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DrawRequest>) => void) | null;
  postMessage(reply: DrawReply, transfer?: Transferable[]): void;
};

let drawer: Promise<DeckDrawer> | null = null;
/** The pictures the page holds, by card id: those of the last drawing sent. */
const sent = new Map<string, string>();

scope.onmessage = async ({ data: request }) => {
  try {
    drawer ??= createDeckDrawer();
    const ready = await drawer;
    if (request.kind === 'draw') {
      const drawn = ready.draw(request.bundle, {
        ids: new Set(request.first),
        send: (faces) => {
          const changed = packAhead(sent, faces);
          if (changed.length > 0)
            scope.postMessage({
              id: request.id,
              kind: 'ahead',
              faces: changed.map(({ id, picture }) => ({ id, picture })),
            });
        },
      });
      if (!drawn.ok) return scope.postMessage({ id: request.id, kind: 'drawn', result: drawn });
      const { faces, back, ...rest } = drawn.value;
      const pictures = packPictures(sent, [...faces, back]);
      scope.postMessage({ id: request.id, kind: 'drawn', result: { ok: true, value: { ...rest, pictures } } });
    } else {
      const pngs = request.svgs.map((svg) => ready.png(svg, request.width));
      scope.postMessage(
        { id: request.id, kind: 'pngs', pngs },
        pngs.map((p) => p.buffer as ArrayBuffer),
      );
    }
  } catch (error) {
    scope.postMessage({ id: request.id, kind: 'failed', message: (error as Error).message ?? String(error) });
  }
};
