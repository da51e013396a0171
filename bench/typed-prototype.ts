// A typed-array prototype of a random round, for the engine bench to measure the engine against
// (issue 39): one mutable board of card and rotation per cell, the open cells beside the table kept
// in a list, and per card a mask of the rotations each neighbouring icon allows and scores with, so a
// cell is an AND per neighbour, as in the engine's search; no state is copied between moves.
// It plays the random bot's game (any legal play, chosen uniformly; the core bonus when one fits;
// the draws, passes and round end of docs/rules.md §6–7) with its own generator, so its games are
// not the engine's, only like them. Colour rule of wildScope "side" only, as the benched decks use.

import { facingIcon, type Rules } from '../engine/index.ts';

/** Each deck's tables and board, made once. */
const prototypes = new WeakMap<Rules, Prototype>();

interface Prototype {
  cards: number;
  /** Per card, rotation and direction: the icon it shows (card × 36 + rotation × 6 + direction). */
  face: Uint8Array;
  /** Per card: its distinct rotations as a 6-bit mask. */
  turns: Uint8Array;
  /**
   * Per card, icon touched and direction (card × icons × 6 + icon × 6 + direction): the rotations
   * under which the card may touch it (low 6 bits) and under which it scores against it (next 6).
   */
  masks: Uint16Array;
  icons: number;
  value: Int32Array;
  isCore: Uint8Array;
  side: number;
  step: Int32Array;
  cell: Int16Array;
  turn: Uint8Array;
  openAt: Int32Array;
  open: Int32Array;
  /** The cells with a card, to clear the board for the next round. */
  placed: Int32Array;
}

function prototypeOf(rules: Rules): Prototype {
  const known = prototypes.get(rules);
  if (known !== undefined) return known;
  const cards = rules.cards.length;
  const face = new Uint8Array(cards * 36);
  for (let c = 0; c < cards; c++)
    for (let k = 0; k < 6; k++) for (let d = 0; d < 6; d++) face[c * 36 + k * 6 + d] = facingIcon(rules, c, k, d);
  const { icons: deckIcons } = rules.deck;
  const icons = deckIcons.length;
  const masks = new Uint16Array(cards * icons * 6);
  for (let c = 0; c < cards; c++)
    for (let b = 0; b < icons; b++)
      for (let d = 0; d < 6; d++) {
        let mask = 0;
        for (let k = 0; k < 6; k++) {
          const a = face[c * 36 + k * 6 + d]!;
          const match = a === b || a === rules.wildIcon || b === rules.wildIcon;
          if (match || deckIcons[a]!.colour === deckIcons[b]!.colour) mask |= 1 << k;
          if (match) mask |= 1 << (k + 6);
        }
        masks[(c * icons + b) * 6 + d] = mask;
      }
  // A round of n cards reaches n − 1 steps from the start; the cells beside it one more.
  const half = cards + 1;
  const side = 2 * half + 1;
  const made: Prototype = {
    cards,
    face,
    turns: rules.rotationMask,
    masks,
    icons,
    value: rules.value,
    isCore: rules.isCore,
    side,
    step: Int32Array.from([side, side - 1, -1, -side, -side + 1, 1]),
    cell: new Int16Array(side * side),
    turn: new Uint8Array(side * side),
    openAt: new Int32Array(side * side),
    open: new Int32Array(cards * 6),
    placed: new Int32Array(cards),
  };
  prototypes.set(rules, made);
  return made;
}

let rng = 1;
/** xorshift32: a number in [0, n). */
function below(n: number): number {
  rng ^= rng << 13;
  rng ^= rng >>> 17;
  rng ^= rng << 5;
  return ((rng >>> 0) % n) | 0;
}

/** One cell's neighbours: where each sits in a card's masks (icon × 6 + direction) and its value. */
const nearSlot = new Int32Array(6);
const nearValue = new Int32Array(6);

/** Gathers the cards beside cell `x` into nearSlot and nearValue; returns how many. */
function gather(p: Prototype, x: number): number {
  let n = 0;
  for (let d = 0; d < 6; d++) {
    const y = x + p.step[d]!;
    const card = p.cell[y]! - 1;
    if (card < 0) continue;
    nearSlot[n] = p.face[card * 36 + p.turn[y]! * 6 + ((d + 3) % 6)]! * 6 + d;
    nearValue[n++] = p.value[card]!;
  }
  return n;
}

let openCount = 0;
let placedCount = 0;

function place(p: Prototype, c: number, k: number, x: number): void {
  p.cell[x] = c + 1;
  p.turn[x] = k;
  p.placed[placedCount++] = x;
  const at = p.openAt[x]! - 1;
  if (at >= 0) {
    const last = p.open[--openCount]!;
    p.open[at] = last;
    p.openAt[last] = at + 1;
    p.openAt[x] = 0;
  }
  for (let d = 0; d < 6; d++) {
    const y = x + p.step[d]!;
    if (p.cell[y] === 0 && p.openAt[y] === 0) {
      p.open[openCount++] = y;
      p.openAt[y] = openCount;
    }
  }
}

/** The play pickAny chose: hand slot, rotation, cell, points. */
const chosen = new Int32Array(4);
/** Chooses a legal play of the hand uniformly (on the open cells, or beside `beside`) into `chosen`; false when none is legal. */
function pickAny(p: Prototype, hand: Int16Array, size: number, beside: number): boolean {
  let seen = 0;
  const cells = beside < 0 ? openCount : 6;
  for (let i = 0; i < cells; i++) {
    const x = beside < 0 ? p.open[i]! : beside + p.step[i]!;
    if (p.cell[x] !== 0) continue;
    const n = gather(p, x);
    for (let h = 0; h < size; h++) {
      const c = hand[h]!;
      const block = c * p.icons * 6;
      let legal = p.turns[c]!;
      for (let i = 0; i < n; i++) legal &= p.masks[block + nearSlot[i]!]!;
      for (let k = 0; legal !== 0; k++, legal >>= 1) {
        if ((legal & 1) === 0) continue;
        let points = p.value[c]!;
        for (let i = 0; i < n; i++) if ((p.masks[block + nearSlot[i]!]! >> (k + 6)) & 1) points += nearValue[i]!;
        if (below(++seen) !== 0) continue;
        chosen[0] = h;
        chosen[1] = k;
        chosen[2] = x;
        chosen[3] = points;
      }
    }
  }
  return seen > 0;
}

/** Plays one random round of `players` seats from the start core and returns the number of actions taken. */
export function playPrototypeRound(
  rules: Rules,
  start: number,
  players: number,
  handSize: number,
  seed: number,
): number {
  const p = prototypeOf(rules);
  rng = seed | 1;
  // The last round's cards and the cells beside them are cleared, not the whole board.
  for (let i = 0; i < placedCount; i++) {
    const x = p.placed[i]!;
    p.cell[x] = 0;
    for (let d = 0; d < 6; d++) p.openAt[x + p.step[d]!] = 0;
  }
  placedCount = 0;
  openCount = 0;
  const pile = new Int16Array(p.cards - 1);
  for (let c = 0, i = 0; c < p.cards; c++) if (c !== start) pile[i++] = c;
  for (let i = pile.length - 1; i > 0; i--) {
    const j = below(i + 1);
    const t = pile[i]!;
    pile[i] = pile[j]!;
    pile[j] = t;
  }
  let top = pile.length;
  const hands = Array.from({ length: players }, () => new Int16Array(p.cards));
  const sizes = new Int32Array(players);
  for (let n = 0; n < handSize; n++) for (let s = 0; s < players; s++) hands[s]![sizes[s]!++] = pile[--top]!;
  const centre = (p.side >> 1) * p.side + (p.side >> 1);
  place(p, start, 0, centre);
  const points = new Int32Array(players);
  let actions = 0;
  let passes = 0;
  for (let seat = 0; ; seat = (seat + 1) % players) {
    const hand = hands[seat]!;
    let draws = 1;
    if (pickAny(p, hand, sizes[seat]!, -1)) {
      passes = 0;
      let [h, k, x] = [chosen[0]!, chosen[1]!, chosen[2]!];
      let card = hand[h]!;
      points[seat]! += chosen[3]!;
      place(p, card, k, x);
      hand[h] = hand[--sizes[seat]!]!;
      actions++;
      if (p.isCore[card] === 1) {
        actions++;
        if (pickAny(p, hand, sizes[seat]!, x)) {
          [h, k, x] = [chosen[0]!, chosen[1]!, chosen[2]!];
          card = hand[h]!;
          points[seat]! += chosen[3]!;
          place(p, card, k, x);
          hand[h] = hand[--sizes[seat]!]!;
          draws = 2;
        }
      }
    } else {
      actions++;
      if (top === 0 && ++passes === players) break;
    }
    for (let n = 0; n < draws && top > 0; n++) hand[sizes[seat]!++] = pile[--top]!;
    if (top === 0 && sizes[seat] === 0) break;
  }
  return actions;
}
