// Compiled rules: a deck and its options turned into flat lookup tables, so that checking a
// contact is an array read. Built once per game; everything else reads it.

import { enumerateCards, handPenaltyOf } from './cards.ts';
import type { Card, Deck, RuleOptions } from './types.ts';

export interface Rules {
  deck: Deck;
  options: RuleOptions;
  cards: Card[];
  cardIndex: ReadonlyMap<string, number>;
  iconIds: string[];
  iconIndex: ReadonlyMap<string, number>;
  wildIcon: number;
  /** facing[card * 36 + rotation * 6 + direction]: the icon index that faces that direction. */
  facing: Uint8Array;
  /** The rotations of each card that give distinct side patterns (a core has one). */
  rotations: number[][];
  /** The same as a 6-bit mask per card. */
  rotationMask: Uint8Array;
  /**
   * allowedRotations[(card * 16 + icon) * 6 + d]: 6-bit mask of the rotations under which the card's
   * side facing direction d may touch that icon; matchingRotations: those under which it scores.
   * Checking a cell is then an AND per neighbour instead of a loop over rotations.
   */
  allowedRotations: Uint8Array;
  matchingRotations: Uint8Array;
  /** compatible[a * 16 + b]: the two icons may touch (same colour, or a wild one). */
  compatible: Uint8Array;
  /** matching[a * 16 + b]: touching icons score (same icon, or a wild one). */
  matching: Uint8Array;
  /** The card carries a wild set: with wildScope "card" it skips the colour rule. */
  skipsColour: Uint8Array;
  value: Int32Array;
  penalty: Int32Array;
  isCore: Uint8Array;
}

function distinctRotations(sides: readonly string[]): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  for (let k = 0; k < 6; k++) {
    const pattern = Array.from({ length: 6 }, (_, d) => sides[(d - k + 6) % 6]).join(',');
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
  const iconIndex = new Map(iconIds.map((id, i) => [id, i]));
  const colourOf = deck.icons.map((i) => i.colour);
  const wildIcon = iconIndex.get(deck.wild) ?? -1;
  const valueOf = (id: string): number => deck.icons[iconIndex.get(id) ?? 0]!.value;
  const compatible = new Uint8Array(256);
  const matching = new Uint8Array(256);
  for (let a = 0; a < iconIds.length; a++) {
    for (let b = 0; b < iconIds.length; b++) {
      const wild = a === wildIcon || b === wildIcon;
      compatible[a * 16 + b] = wild || colourOf[a] === colourOf[b] ? 1 : 0;
      matching[a * 16 + b] = wild || a === b ? 1 : 0;
    }
  }
  const facing = new Uint8Array(cards.length * 36);
  cards.forEach((card, c) => {
    for (let k = 0; k < 6; k++)
      for (let d = 0; d < 6; d++) facing[c * 36 + k * 6 + d] = iconIndex.get(card.sides[(d - k + 6) % 6]!)!;
  });
  const rotations = cards.map((card) => distinctRotations(card.sides));
  const skipsColour = Uint8Array.from(cards, (card) => (options.wildScope === 'card' && card.sets.includes(deck.wild) ? 1 : 0));
  const allowedRotations = new Uint8Array(cards.length * 96);
  const matchingRotations = new Uint8Array(cards.length * 96);
  cards.forEach((_, c) => {
    for (let icon = 0; icon < iconIds.length; icon++)
      for (let d = 0; d < 6; d++) {
        let allowed = 0;
        let matches = 0;
        for (let k = 0; k < 6; k++) {
          const mine = facing[c * 36 + k * 6 + d]!;
          if (skipsColour[c] === 1 || compatible[mine * 16 + icon] === 1) allowed |= 1 << k;
          if (matching[mine * 16 + icon] === 1) matches |= 1 << k;
        }
        allowedRotations[(c * 16 + icon) * 6 + d] = allowed;
        matchingRotations[(c * 16 + icon) * 6 + d] = matches;
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
    allowedRotations,
    matchingRotations,
    compatible,
    matching,
    skipsColour,
    value: Int32Array.from(cards, (card) => card.value),
    penalty: Int32Array.from(cards, (card) => handPenaltyOf(card, deck.wild, options.wildPenalty, valueOf)),
    isCore: Uint8Array.from(cards, (card) => (card.kind === 'core' ? 1 : 0)),
  };
}

/** The icon id on a card's side facing a direction. */
export const iconFacing = (rules: Rules, card: number, rotation: number, direction: number): string =>
  rules.iconIds[rules.facing[card * 36 + rotation * 6 + direction]!]!;
