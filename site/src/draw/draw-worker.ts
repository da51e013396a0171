// The drawing thread: a deck bundle in, its faces, back and problems out, so the page keeps
// answering while 80 faces are drawn. Pictures of a face already drawn come from the drawer's cache.

import { createDeckDrawer, type DeckDrawer } from './deck-drawer.ts';
import type { DrawReply, DrawRequest } from './draw-client.ts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DrawRequest>) => void) | null;
  postMessage(reply: DrawReply, transfer?: Transferable[]): void;
};

let drawer: Promise<DeckDrawer> | null = null;

scope.onmessage = async ({ data: request }) => {
  try {
    drawer ??= createDeckDrawer();
    const ready = await drawer;
    if (request.kind === 'draw') {
      scope.postMessage({ id: request.id, kind: 'drawn', result: ready.draw(request.bundle) });
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
