// A slow, obviously correct reading of RULES.md §3–5, written from the text with plain objects,
// to compare the fast engine against.

import type { Card, Deck, Placement } from '../../engine/types.ts';

const STEPS = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]] as const;

export interface RefResult {
  legal: boolean;
  points?: number;
  matched?: string[];
}

export function referenceCheck(deck: Deck, cards: Card[], table: Placement[], place: Placement, wildScope = deck.options.wildScope): RefResult {
  const byId = new Map(cards.map((c) => [c.id, c]));
  const card = byId.get(place.card)!;
  const colour = (icon: string) => deck.icons.find((i) => i.id === icon)!.colour;
  const facing = (p: Placement, d: number) => byId.get(p.card)!.sides[(((d - p.rotation) % 6) + 6) % 6]!;
  if (table.some((p) => p.card === place.card)) return { legal: false };
  if (table.some((p) => p.q === place.q && p.r === place.r)) return { legal: false };
  let points = card.value;
  const matched: string[] = [];
  let neighbours = 0;
  for (let d = 0; d < 6; d++) {
    const [dq, dr] = STEPS[d]!;
    const other = table.find((p) => p.q === place.q + dq && p.r === place.r + dr);
    if (!other) continue;
    neighbours++;
    const mine = facing(place, d);
    const theirs = facing(other, (d + 3) % 6);
    const wild = mine === deck.wild || theirs === deck.wild;
    const cardIsWild = wildScope === 'card' && card.sets.includes(deck.wild);
    if (!wild && !cardIsWild && colour(mine) !== colour(theirs)) return { legal: false };
    if (wild || mine === theirs) {
      points += byId.get(other.card)!.value;
      matched.push(other.card);
    }
  }
  if (neighbours === 0) return { legal: false };
  return { legal: true, points, matched: matched.sort() };
}

/** Every legal placement by brute force: every card of the hand, every cell near the table, every rotation. */
export function referenceLegal(deck: Deck, cards: Card[], table: Placement[], hand: string[]): string[] {
  const out = new Set<string>();
  const cells = new Set<string>();
  for (const p of table) for (const [dq, dr] of STEPS) cells.add(`${p.q + dq},${p.r + dr}`);
  for (const id of hand)
    for (const cell of cells) {
      const [q, r] = cell.split(',').map(Number) as [number, number];
      const seen = new Set<string>();
      for (let rotation = 0; rotation < 6; rotation++) {
        const card = cards.find((c) => c.id === id)!;
        const pattern = Array.from({ length: 6 }, (_, d) => card.sides[(d - rotation + 6) % 6]).join();
        if (seen.has(pattern)) continue;
        seen.add(pattern);
        const result = referenceCheck(deck, cards, table, { card: id, q, r, rotation });
        if (result.legal) out.add(`${id}@${q},${r}/${rotation}=${result.points}`);
      }
    }
  return [...out].sort();
}
