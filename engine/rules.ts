// Compiled rules: a deck and its options turned into flat lookup tables, so that checking a
// contact is an array read. Built once per game; everything else reads it.

import { enumerateCards, handPenaltyOf } from './cards.ts';
import { sideFacing } from './hex.ts';
import type { Card, Deck, RuleOptions } from './types.ts';

export interface Rules {
  deck: Deck;
  options: RuleOptions;
  cards: Card[];
  cardIndex: ReadonlyMap<string, number>;
  iconIds: string[];
  iconIndex: ReadonlyMap<string, number>;
  wildIcon: number;
  /** The icon index facing each direction of each card under each rotation: read it with facingIcon. */
  facing: Uint8Array;
  /** The rotations of each card that give distinct side patterns (a core has one). */
  rotations: number[][];
  /** The same as a 6-bit mask per card. */
  rotationMask: Uint8Array;
  /**
   * Per card, per icon touched and per direction: a 6-bit mask of the rotations under which the card's
   * side facing that direction may touch that icon (allowed, the low byte) and of those under which it
   * scores against it (matching, the high byte), so a search reads both at once. Checking a cell is
   * then an AND per neighbour instead of a loop over rotations. Read them with allowedRotationsAt and
   * matchingRotationsAt, at an offset from rotationMaskOffset, or split one with allowedOf and matchingOf.
   */
  rotationMasks: Uint16Array;
  /** How many entries one card's block of rotation masks holds: an entry per icon and direction. */
  maskBlock: number;
  /** The contact rule as a table, with and without the colour rule: read it with contactOf. */
  contact: Uint8Array;
  /** Per pair of icons: they may touch (same colour, or a wild one). A view of contact, kept for readers. */
  compatible: Uint8Array;
  /** Per pair of icons: touching icons score (same icon, or a wild one). A view of contact, kept for readers. */
  matching: Uint8Array;
  /** The card carries a wild set: with wildScope "card" it skips the colour rule. */
  skipsColour: Uint8Array;
  value: Int32Array;
  penalty: Int32Array;
  isCore: Uint8Array;
}

// The table layouts, known only to this module: read them through the functions at the end.
/** Icons are indexed in 6 bits (a deck has at most MAX_ICONS, 36), so a pair of icons is 12 bits. */
const ICON_BITS = 6;
const ICON_SLOTS = 1 << ICON_BITS;
/** One card's block in `facing`: 6 rotations × 6 directions. */
const FACING_BLOCK = 36;
/** Where the matching rotations sit in a rotation mask entry: above the allowed ones' byte. */
const MATCHING_SHIFT = 8;

/** Two touching icons may not touch: a colour clash (docs/rules.md §4). */
export const CLASH = 0;
/** Two touching icons may touch but do not score: colour only (docs/rules.md §5). */
export const TOUCH = 1;
/** Two touching icons score: the same icon, or either wild (docs/rules.md §5). */
export const MATCH = 2;
/** What two touching icons make: CLASH, TOUCH or MATCH. */
export type Contact = typeof CLASH | typeof TOUCH | typeof MATCH;

/**
 * The contact rule of docs/rules.md §4–5, the one place it is written: the same icon or a wild one scores;
 * otherwise the same colour touches, and so does any pair when the placed card skips the colour rule
 * (wildScope "card"); anything else clashes.
 */
function contactRule(
  mine: number,
  theirs: number,
  wild: number,
  colourOf: readonly string[],
  skipsColour: boolean,
): Contact {
  if (mine === wild || theirs === wild || mine === theirs) return MATCH;
  return skipsColour || colourOf[mine] === colourOf[theirs] ? TOUCH : CLASH;
}

function distinctRotations(sides: readonly string[]): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  for (let k = 0; k < 6; k++) {
    const pattern = Array.from({ length: 6 }, (_, d) => sides[sideFacing(d, k)]).join(',');
    if (!seen.has(pattern)) {
      seen.add(pattern);
      out.push(k);
    }
  }
  return out;
}

/** Compiles a validated deck with the options in force (the deck's own unless a game overrides them). */
export function compileRules(deck: Deck, options: RuleOptions = deck.options): Rules {
  const cards = enumerateCards(deck, options.layout);
  const iconIds = deck.icons.map((i) => i.id);
  if (iconIds.length > ICON_SLOTS) throw new Error(`a deck has at most ${ICON_SLOTS} icons, not ${iconIds.length}`);
  const iconIndex = new Map(iconIds.map((id, i) => [id, i]));
  const colourOf = deck.icons.map((i) => i.colour);
  const wildIcon = iconIndex.get(deck.wild) ?? -1;
  const iconValue = (id: string): number => deck.icons[iconIndex.get(id) ?? 0]!.value;
  const contact = new Uint8Array(2 * ICON_SLOTS * ICON_SLOTS);
  const compatible = new Uint8Array(ICON_SLOTS * ICON_SLOTS);
  const matching = new Uint8Array(ICON_SLOTS * ICON_SLOTS);
  for (let skips = 0; skips < 2; skips++)
    for (let a = 0; a < iconIds.length; a++)
      for (let b = 0; b < iconIds.length; b++) {
        contact[contactSlot(skips, a, b)] = contactRule(a, b, wildIcon, colourOf, skips === 1);
      }
  for (let a = 0; a < iconIds.length; a++)
    for (let b = 0; b < iconIds.length; b++) {
      compatible[contactSlot(0, a, b)] = contact[contactSlot(0, a, b)] === CLASH ? 0 : 1;
      matching[contactSlot(0, a, b)] = contact[contactSlot(0, a, b)] === MATCH ? 1 : 0;
    }
  const facing = new Uint8Array(cards.length * FACING_BLOCK);
  cards.forEach((card, c) => {
    for (let k = 0; k < 6; k++)
      for (let d = 0; d < 6; d++) facing[facingSlot(c, k, d)] = iconIndex.get(card.sides[sideFacing(d, k)]!)!;
  });
  const rotations = cards.map((card) => distinctRotations(card.sides));
  const skipsColour = Uint8Array.from(cards, (card) =>
    options.wildScope === 'card' && card.sets.includes(deck.wild) ? 1 : 0,
  );
  // One card's block in the rotation masks: an entry per icon of the deck and direction.
  const maskBlock = iconIds.length * 6;
  const rotationMasks = new Uint16Array(cards.length * maskBlock);
  cards.forEach((_, c) => {
    for (let icon = 0; icon < iconIds.length; icon++)
      for (let d = 0; d < 6; d++) {
        let allowed = 0;
        let matches = 0;
        for (let k = 0; k < 6; k++) {
          const touch = contact[contactSlot(skipsColour[c]!, facing[facingSlot(c, k, d)]!, icon)]!;
          if (touch !== CLASH) allowed |= 1 << k;
          if (touch === MATCH) matches |= 1 << k;
        }
        rotationMasks[c * maskBlock + rotationMaskOffset(icon, d)] = allowed | (matches << MATCHING_SHIFT);
      }
  });
  return {
    deck,
    options,
    cards,
    cardIndex: new Map(cards.map((card, i) => [card.id, i])),
    iconIds,
    iconIndex,
    wildIcon,
    facing,
    rotations,
    rotationMask: Uint8Array.from(rotations, (ks) => ks.reduce((mask, k) => mask | (1 << k), 0)),
    rotationMasks,
    maskBlock,
    contact,
    compatible,
    matching,
    skipsColour,
    value: Int32Array.from(cards, (card) => card.value),
    penalty: Int32Array.from(cards, (card) => handPenaltyOf(card, deck.wild, options.wildPenalty, iconValue)),
    isCore: Uint8Array.from(cards, (card) => (card.kind === 'core' ? 1 : 0)),
  };
}

// The accessors: small enough for V8 to inline, so the hot paths stay array reads with no allocation.

const facingSlot = (card: number, rotation: number, direction: number): number =>
  card * FACING_BLOCK + rotation * 6 + direction;
const contactSlot = (skips: number, mine: number, theirs: number): number =>
  (((skips << ICON_BITS) | mine) << ICON_BITS) | theirs;

/** The icon index on a card's side facing a direction under a rotation (docs/rules.md §3): the one read of `facing`. */
export const facingIcon = (rules: Rules, card: number, rotation: number, direction: number): number =>
  rules.facing[facingSlot(card, rotation, direction)]!;

/** The icon id on a card's side facing a direction, for messages and views. */
export const iconFacing = (rules: Rules, card: number, rotation: number, direction: number): string =>
  rules.iconIds[facingIcon(rules, card, rotation, direction)]!;

/** What the placed card's icon `mine` and a neighbour's touching icon `theirs` make: CLASH, TOUCH or MATCH. */
export const contactOf = (rules: Rules, card: number, mine: number, theirs: number): Contact =>
  rules.contact[contactSlot(rules.skipsColour[card]!, mine, theirs)] as Contact;

/** Where a neighbour showing `icon` from direction `direction` sits in every card's block of rotation masks. */
export const rotationMaskOffset = (icon: number, direction: number): number => icon * 6 + direction;

/** The icon of a rotationMaskOffset. */
export const offsetIcon = (offset: number): number => (offset / 6) | 0;

/** The direction of a rotationMaskOffset. */
export const offsetDirection = (offset: number): number => offset - offsetIcon(offset) * 6;

/**
 * A card's rotation masks (allowed and matching) against an icon from direction d are those against
 * it from direction 0 (east) turned by d, as under rotation k the side facing d is the one that faces
 * east under k − d (docs/rules.md §3): turnRotations(mask, d) turns a 6-bit mask so. The legal search
 * reads only the east masks of a hand's cards and turns them.
 */
export const turnRotations = (mask: number, d: number): number => ((mask << d) | (mask >> (6 - d))) & 0x3f;

/**
 * Where a card's block of rotation masks starts: `rotationMasks[rotationMaskBlock(rules, card) + offset]`
 * is both masks at once (split with allowedOf and matchingOf), for hot loops that keep the array in a local.
 */
export const rotationMaskBlock = (rules: Rules, card: number): number => card * rules.maskBlock;

/** The allowed rotations of a rotationMasks entry. */
export const allowedOf = (masks: number): number => masks & 0x3f;

/** The matching rotations of a rotationMasks entry. */
export const matchingOf = (masks: number): number => masks >> MATCHING_SHIFT;

/** The rotations (6-bit mask) under which the card may touch the neighbour at a rotationMaskOffset. */
export const allowedRotationsAt = (rules: Rules, card: number, offset: number): number =>
  allowedOf(rules.rotationMasks[rotationMaskBlock(rules, card) + offset]!);

/** The rotations (6-bit mask) under which the card scores against the neighbour at a rotationMaskOffset. */
export const matchingRotationsAt = (rules: Rules, card: number, offset: number): number =>
  matchingOf(rules.rotationMasks[rotationMaskBlock(rules, card) + offset]!);
