// What prints badly though it builds: a value or name that crowds an icon or leaves the white
// field (here), colours that look alike and marks too faint on their colour (colour-warnings.ts).
// Pure (views and a text measure in, problems out), so the browser Studio runs the same checks as
// `jibe validate-deck`. Each problem names the deck file's field to change.

import type { Card, Deck, Problem } from '../engine/index.ts';
import { namePath } from '../lib/json-place.ts';
import type { CardView, TextView } from './card-view.ts';
import { checkColourDistances, checkContrast } from './colour-warnings.ts';
import type { Point } from './hex-geometry.ts';
import { PRINT_LIMITS } from './print-limits.ts';

export { PRINT_LIMITS };

/** Width of `text` set at size 1 in the card font (bold or regular). */
export type TextMeasure = (text: string, bold: boolean) => number;

// DejaVu Sans's digits and capitals rise 0.73 em, its ascenders 0.76 em, its descenders 0.24 em.
const ASCENT = 0.76;
const DESCENT = 0.24;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The box a text's ink takes on the card, in mm. */
function textBox(t: TextView, measure: TextMeasure): Box {
  const half = (measure(t.text, t.bold) * t.size) / 2;
  // Only letters that reach below the baseline take the descent.
  const descends = /[gjpqyQ,;()[\]{}|_@$]/.test(t.text);
  return {
    left: t.x - half,
    right: t.x + half,
    top: t.y - ASCENT * t.size,
    bottom: t.y + (descends ? DESCENT * t.size : 0),
  };
}

/** How far apart two boxes are; below 0, how deep they overlap. */
function gapBetween(a: Box, b: Box): number {
  const dx = Math.max(b.left - a.right, a.left - b.right);
  const dy = Math.max(b.top - a.bottom, a.top - b.bottom);
  return dx > 0 && dy > 0 ? Math.hypot(dx, dy) : Math.max(dx, dy);
}

/** How far a box is from a disc; below 0, how deep it reaches in (at most its own depth past the rim). */
function gapToDisc(box: Box, c: Point, r: number): number {
  const dx = Math.max(box.left - c.x, 0, c.x - box.right);
  const dy = Math.max(box.top - c.y, 0, c.y - box.bottom);
  return Math.hypot(dx, dy) - r;
}

/** How far a box's corners keep inside a convex polygon (clockwise or not); below 0, how far one is out. */
function insideBy(box: Box, polygon: readonly Point[]): number {
  const cx = polygon.reduce((s, p) => s + p.x, 0) / polygon.length;
  const cy = polygon.reduce((s, p) => s + p.y, 0) / polygon.length;
  const corners = [box.left, box.right].flatMap((x) => [box.top, box.bottom].map((y) => ({ x, y })));
  return Math.min(
    ...polygon.map((p, i) => {
      const q = polygon[(i + 1) % polygon.length]!;
      const [nx, ny] = [q.y - p.y, p.x - q.x];
      const length = Math.hypot(nx, ny);
      // The normal pointing inwards, towards the centre.
      const sign = (cx - p.x) * nx + (cy - p.y) * ny > 0 ? 1 : -1;
      return Math.min(...corners.map((c) => (sign * ((c.x - p.x) * nx + (c.y - p.y) * ny)) / length));
    }),
  );
}

const mm = (v: number): string => `${v.toFixed(1)} mm`;

/** The cards a warning is about: one by name, more by count and the first three. */
const listCards = (ids: readonly string[]): string =>
  ids.length === 1
    ? `card ${ids[0]}`
    : `${ids.length} cards (${ids.slice(0, 3).join(', ')}${ids.length > 3 ? ', …' : ''})`;

interface Finding {
  path: string;
  kind: 'icon' | 'field' | 'mark' | 'smaller';
  card: string;
  /** The closest approach found (mm; below 0 an overlap), or the share of the preferred size. */
  worst: number;
  text: (worst: number, cards: string) => string;
}

/** The icon of a card whose field a text comes from: the names from each set's icon, the value from the highest-valued set. */
function sourceIcon(deck: Deck, card: Card, t: TextView, value: boolean): number {
  const ids = value
    ? card.sets.slice().sort((a, b) => iconValue(deck, b) - iconValue(deck, a))
    : card.sets.filter((id) => t.text.includes(deck.icons.find((i) => i.id === id)?.name ?? '\u0000'));
  return Math.max(
    0,
    deck.icons.findIndex((i) => i.id === (ids[0] ?? card.sets[0])),
  );
}

const iconValue = (deck: Deck, id: string): number => deck.icons.find((i) => i.id === id)?.value ?? 0;

/** The texts of each face measured against its icons, its mark and the edge of its white field. */
export function checkFaceTexts(
  deck: Deck,
  cards: readonly Card[],
  faces: readonly CardView[],
  measure: TextMeasure,
): Problem[] {
  const findings: Finding[] = [];
  const byId = new Map(cards.map((c) => [c.id, c]));
  for (const face of faces) {
    const card = byId.get(face.id);
    if (card === undefined) continue;
    face.texts.forEach((t, k) => {
      const value = k === 0;
      const what = value ? `the value ${t.text}` : `the names "${t.text}"`;
      const path = namePath(deck, ['icons', sourceIcon(deck, card, t, value), value ? 'value' : 'name']);
      const box = textBox(t, measure);
      const near = face.icons.map((icon) => {
        if (icon.disc !== undefined) return gapToDisc(box, icon, icon.disc / 2);
        const half = icon.size / 2;
        return gapBetween(box, {
          left: icon.x - half,
          right: icon.x + half,
          top: icon.y - half,
          bottom: icon.y + half,
        });
      });
      const nearest = Math.min(...near);
      if (nearest < PRINT_LIMITS.clearance)
        findings.push({
          path,
          card: face.id,
          worst: nearest,
          kind: 'icon',
          text: (w, list) =>
            `${what} ${w < 0 ? `reaches ${mm(-w)} into` : `comes within ${mm(w)} of`} an icon's square (the space its art may fill; keep ${mm(PRINT_LIMITS.clearance)} clear) on ${list}; shorten it, or use a larger card`,
        });
      if (face.field !== undefined) {
        const inside = insideBy(box, face.field);
        if (inside < PRINT_LIMITS.clearance)
          findings.push({
            path,
            card: face.id,
            worst: inside,
            kind: 'field',
            text: (w, list) =>
              `${what} ${w < 0 ? `runs ${mm(-w)} past` : `comes within ${mm(w)} of`} the white field's edge on ${list}; shorten it, or use a larger card`,
          });
      }
      if (face.mark !== undefined) {
        const h = face.mark.tile / 2;
        const tile = { left: face.mark.x - h, right: face.mark.x + h, top: face.mark.y - h, bottom: face.mark.y + h };
        const gap = gapBetween(box, tile);
        if (gap < PRINT_LIMITS.clearance)
          findings.push({
            path,
            card: face.id,
            worst: gap,
            kind: 'mark',
            text: (w, list) => `${what} ${w < 0 ? 'prints over' : `comes within ${mm(w)} of`} the card mark on ${list}`,
          });
      }
      if (t.preferredSize !== undefined && t.size < PRINT_LIMITS.valueShare * t.preferredSize)
        findings.push({
          path,
          card: face.id,
          worst: t.size / t.preferredSize,
          kind: 'smaller',
          text: (w, list) =>
            `${what} is set smaller to fit between the side icons, down to ${Math.round(w * 100)} % of a value's size (${mm(w * t.preferredSize!)} instead of ${mm(t.preferredSize!)}), on ${list}`,
        });
    });
  }
  // One problem per field and kind of finding, with its worst case and the first cards.
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const key = `${f.path} ${f.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups.values()].map((group) => {
    const worst = group.reduce((a, b) => (b.worst < a.worst ? b : a));
    return { path: worst.path, message: worst.text(worst.worst, listCards([...new Set(group.map((f) => f.card))])) };
  });
}

/** Faces whose value and names no rise (nor a smaller value) keeps off the icons' art: one warning a kind. */
export function checkTextsOverArt(faces: readonly CardView[]): Problem[] {
  const over = (kind: 'art' | 'disc'): string[] => faces.filter((f) => f.textOver === kind).map((f) => f.id);
  const where = [
    { ids: over('disc'), what: "a wild icon's dark disc (black on charcoal: unreadable)" },
    { ids: over('art'), what: "the round of an icon's art box (letters over its art blur into it)" },
  ];
  return where
    .filter((w) => w.ids.length > 0)
    .map((w) => ({
      path: 'look.size',
      message: `the value and names reach into ${w.what} on ${listCards(w.ids)}: at this card size no place between the icons is clear of them; use a larger card, or shorter icon names`,
    }));
}

/** Every warning of a deck's print: its faces as drawn (`viewDeckForPrint`), its colours and contrasts. */
export function checkDeckForPrint(
  deck: Deck,
  cards: readonly Card[],
  faces: readonly CardView[],
  measure: TextMeasure,
): Problem[] {
  return [
    ...checkTextsOverArt(faces),
    ...checkFaceTexts(deck, cards, faces, measure),
    ...checkColourDistances(deck),
    ...checkContrast(deck),
  ];
}
