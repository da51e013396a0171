// What the drawing thread sends of a drawing: each face's picture only when it differs from the one
// it sent last, so an edit that changes a dozen faces moves a dozen pictures between the threads,
// not 81 (the page would copy and hash them all again). The page puts the unchanged ones back.
// The faces on screen may go ahead of the others, before the drawing is done.

/** A face's picture (its SVG, text as outlines), by the card's id ('back' for the back). */
export interface PictureFace {
  id: string;
  picture: string;
}

/** A face as sent: its picture, or null where the receiver has it from the last drawing. */
export interface SentFace {
  id: string;
  picture: string | null;
}

/** The faces to send; `sent` (what the receiver holds, by id) becomes these faces' pictures. */
export function packPictures(sent: Map<string, string>, faces: readonly PictureFace[]): SentFace[] {
  const packed = faces.map((f) => ({ id: f.id, picture: sent.get(f.id) === f.picture ? null : f.picture }));
  sent.clear();
  for (const f of faces) sent.set(f.id, f.picture);
  return packed;
}

/** The faces as drawn, from what was sent and `held` (the last drawing's pictures, by id), which it updates. */
export function unpackPictures(held: Map<string, string>, faces: readonly SentFace[]): PictureFace[] {
  const unpacked = faces.map((f) => {
    const picture = f.picture ?? held.get(f.id);
    if (picture === undefined) throw new Error(`the drawing thread sent no picture of ${f.id}`);
    return { id: f.id, picture };
  });
  held.clear();
  for (const f of unpacked) held.set(f.id, f.picture);
  return unpacked;
}

/** The faces sent ahead (those on screen) that changed; `sent` takes their pictures. */
export function packAhead(sent: Map<string, string>, faces: readonly PictureFace[]): PictureFace[] {
  const changed = faces.filter((f) => sent.get(f.id) !== f.picture);
  for (const f of changed) sent.set(f.id, f.picture);
  return changed;
}

/** Faces received ahead of their drawing: `held` takes their pictures, as the sender's `sent` did. */
export function holdAhead(held: Map<string, string>, faces: readonly PictureFace[]): void {
  for (const f of faces) held.set(f.id, f.picture);
}
