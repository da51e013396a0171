// The deck's faces for Scan's reading by face (marks/read/faces.ts): the site's own face drawings
// (cards/<id>.svg, the build's), drawn small on a canvas on this page, once a page: a reading
// thread cannot draw SVG. A face that does not load leaves Scan to the marks alone.

import type { Card } from '../../../../engine/index.ts';
import type { FaceImage } from '../../../../marks/read/index.ts';
import { type CardArt, faceUrl } from '../../table/card-face.ts';

/** Pixels across a face: its samples (20 a card width) each average a few pixels. */
const FACE_PX = 120;

let loading: { key: string; faces: Promise<FaceImage[] | null> } | null = null;

async function drawFace(art: CardArt, card: Card): Promise<FaceImage> {
  const image = new Image();
  image.src = faceUrl(art, card.id);
  await image.decode();
  const width = FACE_PX;
  const height = Math.round((FACE_PX * art.height) / art.width);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(image, 0, 0, width, height);
  // The cut hex's flat-to-flat width in pixels: its corner-to-corner length times √3/2.
  const perUnit = (art.cut * height * Math.sqrt(3)) / 2;
  return { card: card.id, width, height, data: context.getImageData(0, 0, width, height).data, perUnit };
}

/** The faces of a deck's cards, or null when one of them cannot be drawn (Scan reads marks alone). */
export function loadFaceImages(art: CardArt, deckId: string, cards: readonly Card[]): Promise<FaceImage[] | null> {
  const key = `${deckId} ${art.base} ${art.version}`;
  if (loading?.key !== key)
    loading = { key, faces: Promise.all(cards.map((card) => drawFace(art, card))).catch(() => null) };
  return loading.faces;
}
