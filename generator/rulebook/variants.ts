// The rule options of docs/rules.md §8 as the rulebook's variants: each option with its choices in
// plain words, the one this deck plays marked.

import { DEFAULT_OPTIONS, type Deck } from '../../engine/index.ts';

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
  // A closed option: every value with its text, the deck's and the default marked.
  const oneOf = <T>(value: T, standard: T, list: [T, string, string][]): ChoiceView[] =>
    list.map(([v, label, text]) => ({ label, text, used: v === value, standard: v === standard }));
  const variants: Omit<VariantView, 'changed'>[] = [
    {
      option: 'handSize',
      title: 'Hand size',
      choices: ownOrStandard(
        o.handSize,
        d.handSize,
        count,
        (n) => `Deal ${n} card${n === 1 ? '' : 's'} to each player.`,
      ),
    },
    {
      option: 'layout',
      title: 'Card layout',
      choices: oneOf(o.layout, d.layout, [
        ['halves', 'halves', 'A pair card shows each of its icons on three sides in a row.'],
        ['alternating', 'alternating', 'A pair card shows its two icons on alternate sides.'],
      ]),
    },
    {
      option: 'wildPenalty',
      title: `${wild} penalty`,
      choices: ownOrStandard(
        o.wildPenalty,
        d.wildPenalty,
        count,
        (n) => `Each ${wild} set left in hand at the end of a round costs ${n} points.`,
      ),
    },
    {
      option: 'wildScope',
      title: `How wild is the ${wild}`,
      choices: oneOf(o.wildScope, d.wildScope, [
        ['side', 'side', `Only ${wild} sides ignore colours; the other sides of the card must fit as usual.`],
        [
          'card',
          'card',
          `A card with a ${wild} set ignores colours on all its sides (its other sides still score only on the same icon).`,
        ],
      ]),
    },
    {
      option: 'coreBonus',
      title: 'Core bonus',
      choices: oneOf(o.coreBonus, d.coreBonus, [
        [true, 'on', 'After placing a core card you may place one more card touching it.'],
        [false, 'off', 'Placing a core card is an ordinary play, with no extra card.'],
      ]),
    },
    {
      option: 'scoring',
      title: 'Winning a game',
      choices: oneOf(o.scoring, d.scoring, [
        ['total', 'total', 'Add up every round score; the highest total wins.'],
        ['rounds', 'rounds', 'The best score of each round wins a point; most points wins, the total breaks a tie.'],
      ]),
    },
    {
      option: 'players',
      title: 'Players',
      choices: ownOrStandard(
        o.players,
        d.players,
        (p) => `${p.min}–${p.max}`,
        (p) => `${p.min} to ${p.max} players.`,
      ),
    },
  ];
  return variants.map((v) => ({ ...v, changed: v.choices.some((c) => c.used && !c.standard) }));
}
