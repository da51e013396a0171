// The page's side of the drawing thread: faces on screen that arrive ahead of their drawing are
// handed over at once, and the drawing that follows comes out whole, though the thread sends each
// changed picture once. The thread here is a stand-in that answers as draw-worker.ts does.

import { describe, expect, test } from 'vitest';
import type { DrawReply, DrawRequest } from '../../site/src/draw/draw-client.ts';
import { createDrawClient } from '../../site/src/draw/draw-client.ts';
import { packAhead, packPictures, type PictureFace } from '../../site/src/draw/sent-pictures.ts';

/** A stand-in drawing thread that draws `drawings` in turn, sending the faces asked for first ahead. */
function fakeThread(drawings: PictureFace[][]) {
  const sent = new Map<string, string>();
  let next = 0;
  return () => {
    const worker = {
      onmessage: null as ((event: { data: DrawReply }) => void) | null,
      onerror: null,
      postMessage(request: DrawRequest) {
        if (request.kind !== 'draw') return;
        const faces = drawings[next++]!;
        const answer = (data: DrawReply) => queueMicrotask(() => worker.onmessage?.({ data }));
        const ahead = packAhead(
          sent,
          faces.filter((f) => request.first.includes(f.id)),
        );
        if (ahead.length > 0) answer({ id: request.id, kind: 'ahead', faces: ahead });
        const pictures = packPictures(sent, faces);
        answer({
          id: request.id,
          kind: 'drawn',
          result: { ok: true, value: { deck: {} as never, problems: [], notes: [], warnings: [], pictures } },
        });
      },
      terminate() {},
    };
    return worker as unknown as Worker;
  };
}

const faces = (value: string): PictureFace[] => [
  { id: 'key-fire', picture: `<svg>${value}</svg>` },
  { id: 'key-gear', picture: '<svg>gear</svg>' },
  { id: 'back', picture: '<svg>back</svg>' },
];

describe('the drawing client', () => {
  test('faces on screen arrive ahead of their drawing, and every drawing comes out whole', async () => {
    const client = createDrawClient(fakeThread([faces('95'), faces('60'), faces('60')]));
    const order: string[] = [];
    const draw = async () => {
      const drawn = await client.draw(
        {},
        { first: ['key-fire'], receive: (f) => order.push(`ahead ${f.map((x) => x.picture).join(' ')}`) },
      );
      order.push('drawn');
      return drawn;
    };
    for (const want of [faces('95'), faces('60'), faces('60')]) {
      const drawn = await draw();
      expect(drawn.ok && [...drawn.value.faces, drawn.value.back]).toEqual(want);
    }
    // The third drawing changed nothing on screen: nothing went ahead.
    expect(order).toEqual(['ahead <svg>95</svg>', 'drawn', 'ahead <svg>60</svg>', 'drawn', 'drawn']);
  });
});
