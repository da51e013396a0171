// Where the printed card faces are and how they sit on a board hex. A face (cards/<id>.svg) is the
// cut hex plus the bleed on every side; the board clips it to its hex, so the face is drawn at the
// size that makes its cut hex exactly the board's hex, whatever card size the deck was printed at.

export interface CardArt {
  /** URL of the cards folder, ending in "/": a face is `${base}${id}.svg?v=${version}`. */
  base: string;
  /**
   * The version of the faces ("" for none): in each face's URL, so that a face asked for again is
   * the same file, kept by the page (the service worker says so), and a rebuilt face a new URL.
   */
  version: string;
  /** The face's box (its viewBox width and height). */
  width: number;
  height: number;
  /** The cut hex's corner-to-corner length as a share of the face's height. */
  cut: number;
}

const HALF_ROOT3 = Math.sqrt(3) / 2;

/**
 * The cut hex's share of the face height, from the face box alone: a pointed-top hex of
 * corner-to-corner c with bleed b on every side is c·√3/2 + 2b wide and c + 2b high, so
 * c = (height − width) / (1 − √3/2). A box that is no such hex is taken as the hex itself.
 */
export function cutShareOf(width: number, height: number): number {
  const c = (height - width) / (1 - HALF_ROOT3);
  return c > 0 && c <= height ? c / height : 1;
}

/** The art description for a cards folder, the face box the site build read from a face and the faces' version. */
export function describeCardArt(base: string, box: { width: number; height: number }, version = ''): CardArt {
  return { base, version, width: box.width, height: box.height, cut: cutShareOf(box.width, box.height) };
}

/** The face box as the page carries it in data-art-box. */
export const formatArtBox = (box: { width: number; height: number }): string => `${box.width} ${box.height}`;

/** The art, as the page carries it on its root element: data-art, data-art-box="w h" and data-art-version. */
export function readCardArt(
  base: string | undefined,
  box: string | undefined,
  version: string | undefined = '',
): CardArt | null {
  if (base === undefined || base === '') return null;
  const [width, height] = (box ?? '').split(' ').map(Number);
  if (!(width! > 0 && height! > 0)) return null;
  return describeCardArt(base, { width: width!, height: height! }, version);
}

/** The base of faces the page drew itself (a deck that came with its art): each face's URL is provided. */
export const DRAWN_FACES = 'drawn:';
let drawnFaces: ReadonlyMap<string, string> = new Map();

/** The object URLs of faces the page drew, by card id (and `back`). */
export function provideDrawnFaces(urls: ReadonlyMap<string, string>): void {
  drawnFaces = urls;
}

export const faceUrl = (art: CardArt, cardId: string): string =>
  art.base === DRAWN_FACES
    ? (drawnFaces.get(cardId) ?? '')
    : `${art.base}${encodeURIComponent(cardId)}.svg${art.version === '' ? '' : `?v=${encodeURIComponent(art.version)}`}`;

/** The face's drawn size when its cut hex spans `hexHeight` (corner to corner). */
export function faceSize(art: CardArt, hexHeight: number): { width: number; height: number } {
  const height = hexHeight / art.cut;
  return { width: (height * art.width) / art.height, height };
}
