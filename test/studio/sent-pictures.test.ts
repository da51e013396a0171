// The drawing thread sends a face's picture only when it changed, and the page rebuilds every
// drawing whole from what it was sent: a round trip over a run of drawings, and what travels.

import { describe, expect, test } from 'vitest';
import { holdAhead, packAhead, packPictures, unpackPictures } from '../../site/src/draw/sent-pictures.ts';

const drawing = (pictures: Record<string, string>) =>
  Object.entries(pictures).map(([id, picture]) => ({ id, picture }));

const DRAWINGS = [
  drawing({ 'key-fire': '<svg>95</svg>', 'key-gear': '<svg>gear</svg>', back: '<svg>back</svg>' }),
  // A value edit: one face changes.
  drawing({ 'key-fire': '<svg>60</svg>', 'key-gear': '<svg>gear</svg>', back: '<svg>back</svg>' }),
  // Nothing changes (an edit undone in between is another drawing).
  drawing({ 'key-fire': '<svg>60</svg>', 'key-gear': '<svg>gear</svg>', back: '<svg>back</svg>' }),
  // An icon added and one removed: new faces, in a new order.
  drawing({ 'key-note': '<svg>note</svg>', 'key-fire': '<svg>60</svg>', back: '<svg>back</svg>' }),
  // A face whose picture goes back to one it had two drawings ago.
  drawing({ 'key-note': '<svg>note</svg>', 'key-fire': '<svg>95</svg>', back: '<svg>back</svg>' }),
];

describe('pictures sent between the drawing thread and the page', () => {
  test('every drawing of a run arrives whole, in order', () => {
    const sent = new Map<string, string>();
    const held = new Map<string, string>();
    for (const faces of DRAWINGS) expect(unpackPictures(held, packPictures(sent, faces))).toEqual(faces);
  });

  test('only the pictures that changed since the last drawing travel', () => {
    const sent = new Map<string, string>();
    const travelled = DRAWINGS.map((faces) =>
      packPictures(sent, faces)
        .filter((f) => f.picture !== null)
        .map((f) => f.id),
    );
    expect(travelled).toEqual([['key-fire', 'key-gear', 'back'], ['key-fire'], [], ['key-note'], ['key-fire']]);
  });

  test('faces sent ahead of their drawing leave it whole, and travel once', () => {
    const sent = new Map<string, string>();
    const held = new Map<string, string>();
    const ahead: string[][] = [];
    for (const faces of DRAWINGS) {
      // The page shows key-fire: it goes ahead when it changed.
      const first = packAhead(
        sent,
        faces.filter((f) => f.id === 'key-fire'),
      );
      ahead.push(first.map((f) => f.id));
      holdAhead(held, first);
      const packed = packPictures(sent, faces);
      expect(packed.find((f) => f.id === 'key-fire')?.picture).toBeNull();
      expect(unpackPictures(held, packed)).toEqual(faces);
    }
    expect(ahead).toEqual([['key-fire'], ['key-fire'], [], [], ['key-fire']]);
  });

  test('a page that holds no picture of a face it is not sent says so', () => {
    expect(() => unpackPictures(new Map(), [{ id: 'key-fire', picture: null }])).toThrow(/key-fire/);
  });
});
