// Tabletop Simulator export: the faces on deck sheets of up to 10 × 7 cards (TTS's largest grid),
// the back as one image, and a saved-object JSON that lays out the whole deck as one custom deck
// of hex cards. Pure: SVG and JSON text in, so the build renders and writes them.

import type { CardView } from '../../draw/card-view.ts';
import { fmt } from '../../draw/hex-geometry.ts';

/** TTS takes at most 10 columns and 7 rows per sheet. */
export const TTS_COLUMNS = 10;
export const TTS_ROWS = 7;
// CustomDeck "Type" 3 is TTS's hex card shape (0 and 1 are rectangles, 2 a rounded hex).
const TTS_HEX = 3;

export interface TtsSheet {
  /** The cards on this sheet, in order from the top-left, row by row. */
  cards: string[];
  columns: number;
  rows: number;
  svg: string;
}

/** The root <svg> of a card SVG turned into a cell of a sheet: placed and sized, viewBox kept. */
function asCell(svg: string, x: number, y: number, width: number, height: number): string {
  return svg
    .replace(
      /^<svg\b([^>]*?)\swidth="[^"]*"\sheight="[^"]*"/,
      `<svg$1 x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}"`,
    )
    .replace(/<title>[\s\S]*?<\/title>|<desc>[\s\S]*?<\/desc>/g, '');
}

/** Deck sheets: each card's SVG (card canvas, trim plus bleed) in a cell of its own size. */
export function layoutTtsSheets(faces: readonly { view: CardView; svg: string }[]): TtsSheet[] {
  const per = TTS_COLUMNS * TTS_ROWS;
  const sheets: TtsSheet[] = [];
  for (let start = 0; start < faces.length; start += per) {
    const chunk = faces.slice(start, start + per);
    const g = chunk[0]!.view.geometry;
    const columns = Math.min(TTS_COLUMNS, chunk.length);
    const rows = Math.ceil(chunk.length / columns);
    const cells = chunk.map((f, i) =>
      asCell(f.svg, (i % columns) * g.width, Math.floor(i / columns) * g.height, g.width, g.height),
    );
    const [w, h] = [columns * g.width, rows * g.height];
    sheets.push({
      cards: chunk.map((f) => f.view.id),
      columns,
      rows,
      svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(w)}mm" height="${fmt(h)}mm" viewBox="0 0 ${fmt(w)} ${fmt(h)}">\n${cells.join('\n')}\n</svg>\n`,
    });
  }
  return sheets;
}

/** The saved object: one custom deck, one CustomDeck entry per sheet, every card named. */
export function formatTtsDeck(
  deckName: string,
  sheets: readonly TtsSheet[],
  urls: { sheets: string[]; back: string },
  names: ReadonlyMap<string, string>,
): string {
  const customDeck: Record<string, unknown> = {};
  const cards: unknown[] = [];
  const ids: number[] = [];
  sheets.forEach((sheet, s) => {
    const key = s + 1;
    customDeck[String(key)] = {
      FaceURL: urls.sheets[s],
      BackURL: urls.back,
      NumWidth: sheet.columns,
      NumHeight: sheet.rows,
      BackIsHidden: true,
      UniqueBack: false,
      Type: TTS_HEX,
    };
    sheet.cards.forEach((id, i) => {
      // TTS numbers a card by its sheet (hundreds) and its place on the sheet.
      const cardId = key * 100 + i;
      ids.push(cardId);
      cards.push({
        Name: 'Card',
        Nickname: names.get(id) ?? id,
        Description: id,
        CardID: cardId,
        CustomDeck: { [String(key)]: customDeck[String(key)] },
        Transform: { posX: 0, posY: 0, posZ: 0, rotX: 0, rotY: 180, rotZ: 180, scaleX: 1, scaleY: 1, scaleZ: 1 },
      });
    });
  });
  const deck = {
    Name: 'DeckCustom',
    Nickname: deckName,
    Transform: { posX: 0, posY: 1, posZ: 0, rotX: 0, rotY: 180, rotZ: 180, scaleX: 1, scaleY: 1, scaleZ: 1 },
    DeckIDs: ids,
    CustomDeck: customDeck,
    ContainedObjects: cards,
  };
  return `${JSON.stringify({ SaveName: deckName, ObjectStates: [deck] }, null, 2)}\n`;
}
