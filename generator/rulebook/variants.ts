// The rule options of RULES.md §8 as the rulebook's variants: each option with its choices in
// plain words, the one this deck plays marked.

import { DEFAULT_OPTIONS } from '../../engine/deck-schema.ts';
import type { Deck } from '../../engine/types.ts';

export interface ChoiceView {
  label: string;
  text: string;
  /** This deck plays this choice. */
  used: boolean;
  /** The project's default choice. */
  standard: boolean;
}

export interface VariantView {
  option: string;
  title: string;
  choices: ChoiceView[];
  /** The deck plays something other than the default. */
  changed: boolean;
}

/** Each option with its choices; number options show the deck's value beside the default. */
export function viewVariants(deck: Deck): VariantView[] {
  const o = deck.options;
  const d = DEFAULT_OPTIONS;
  const wild = deck.icons.find((i) => i.id === deck.wild)?.name ?? deck.wild;
  // An open-ended option: the default, and the deck's own value beside it when it differs.
  const ownOrStandard = <T>(value: T, standard: T, label: (v: T) => string, text: (v: T) => string): ChoiceView[] =>
    label(value) === label(standard)
      ? [{ label: label(value), text: text(value), used: true, standard: true }]
      : [
          { label: label(standard), text: text(standard), used: false, standard: true },
          { label: label(value), text: text(value), used: true, standard: false },
        ];
  const count = (n: number) => `${n}`;
  const variants: Omit<VariantView, 'changed'>[] = [
    {
      option: 'handSize',
      title: 'Hand size',
      choices: ownOrStandard(o.handSize, d.handSize, count, (n) => `Deal ${n} card${n === 1 ? '' : 's'} to each player.`),
    },
    {
      option: 'layout',
      title: 'Card layout',
      choices: [
        { label: 'halves', text: 'A pair card shows each of its icons on three sides in a row.', used: o.layout === 'halves', standard: d.layout === 'halves' },
        { label: 'alternating', text: 'A pair card shows its two icons on alternate sides.', used: o.layout === 'alternating', standard: d.layout === 'alternating' },
      ],
    },
    {
      option: 'wildPenalty',
      title: `${wild} penalty`,
      choices: ownOrStandard(o.wildPenalty, d.wildPenalty, count, (n) => `Each ${wild} set left in hand at the end of a round costs ${n} points.`),
    },
    {
      option: 'wildScope',
      title: `How wild is the ${wild}`,
      choices: [
        { label: 'side', text: `Only ${wild} sides ignore colours; the other sides of the card must fit as usual.`, used: o.wildScope === 'side', standard: d.wildScope === 'side' },
        { label: 'card', text: `A card with a ${wild} set ignores colours on all its sides (its other sides still score only on the same icon).`, used: o.wildScope === 'card', standard: d.wildScope === 'card' },
      ],
    },
    {
      option: 'coreBonus',
      title: 'Core bonus',
      choices: [
        { label: 'on', text: 'After placing a core card you may place one more card touching it.', used: o.coreBonus, standard: d.coreBonus },
        { label: 'off', text: 'Placing a core card is an ordinary play, with no extra card.', used: !o.coreBonus, standard: !d.coreBonus },
      ],
    },
    {
      option: 'scoring',
      title: 'Winning a game',
      choices: [
        { label: 'total', text: 'Add up every round score; the highest total wins.', used: o.scoring === 'total', standard: d.scoring === 'total' },
        { label: 'rounds', text: 'The best score of each round wins a point; most points wins, the total breaks a tie.', used: o.scoring === 'rounds', standard: d.scoring === 'rounds' },
      ],
    },
    {
      option: 'players',
      title: 'Players',
      choices: ownOrStandard(o.players, d.players, (p) => `${p.min}–${p.max}`, (p) => `${p.min} to ${p.max} players.`),
    },
  ];
  return variants.map((v) => ({ ...v, changed: v.choices.some((c) => c.used && !c.standard) }));
}
