// The preview's "Play this deck" link: the site's Play page (site/src/table/deck-link.ts reads it)
// opened on the deck being edited, with the preview's own faces. The link carries the deck file in
// its hash, JSON deflated (raw DEFLATE) and written in base64url without padding, so nothing is sent
// to a server and the page checks the deck with the engine's own parseDeck:
//   <site base>play/#deck=<deck>&faces=%2Fcard%2F&box=<W>x<H>

import { deflateRawSync } from 'node:zlib';

/** Where the preview serves the faces (`/card/<id>.svg`), as the Play page's `faces` names the folder. */
export const PREVIEW_FACES = '/card/';

/** The faces' box: their SVG viewBox width and height, as plain decimal numbers. */
export interface FaceBox {
  width: number;
  height: number;
}

/** The deck file, JSON of UTF-8, deflated and written in base64url without padding. */
export function packDeckFile(file: unknown): string {
  return deflateRawSync(Buffer.from(JSON.stringify(file), 'utf8'))
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A number of the box as the link writes it: decimal, at most three places, never an exponent. */
export const formatBoxNumber = (n: number): string => (Math.round(n * 1000) / 1000).toFixed(3).replace(/\.?0+$/, '');

/** The box of a face as drawn: the width and height of its SVG's viewBox, or null when it has none. */
export function faceBoxOf(svg: string): FaceBox | null {
  const box = /<svg\b[^>]*?\sviewBox="\s*[-\d.eE]+[\s,]+[-\d.eE]+[\s,]+([\d.eE+]+)[\s,]+([\d.eE+]+)\s*"/.exec(svg);
  if (!box) return null;
  const width = Number(box[1]);
  const height = Number(box[2]);
  return width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height) ? { width, height } : null;
}

/** The Play page's link for a deck file, on a site served under `base` ("/" or "/sub/path/"). */
export function playLink(base: string, packedDeck: string, box: FaceBox): string {
  const faces = encodeURIComponent(PREVIEW_FACES);
  return `${base}play/#deck=${packedDeck}&faces=${faces}&box=${formatBoxNumber(box.width)}x${formatBoxNumber(box.height)}`;
}
