// The rule options of docs/rules.md §8 a table may change, by the rulebook's headings: the
// rulebook's variants (each option with its choices in plain words, the one this deck plays marked)
// and the scorekeeper's setup use the same titles. The card layout is not among them: it is how the
// deck is printed (the deck file's `options.layout`), never a house rule.

import { DEFAULT_OPTIONS, type Deck, type RuleOptions } from '../engine/index.ts';

/** The options a table may choose, in the rulebook's order. */
export const HOUSE_RULES = ['handSize', 'wildPenalty', 'wildScope', 'coreBonus', 'scoring', 'players'] as const;
export type HouseRule = (typeof HOUSE_RULES)[number] & keyof RuleOptions;

/** Each option's heading in the rulebook's variants, the scorekeeper's label for it. */
export function optionTitles(wildName: string): Record<HouseRule, string> {
  return {
    handSize: 'Hand size',
    wildPenalty: `${wildName} penalty`,
    wildScope: `How wild is the ${wildName}`,
    coreBonus: 'Core bonus',
    scoring: 'Winning a game',
    players: 'Players',
  };
}

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
  const titles = optionTitles(wild);
  // An open-ended option: the default, the deck's own value beside it when it differs, and what else a table may choose.
  const ownOrStandard = <T>(
    value: T,
    standard: T,
    label: (v: T) => string,
    text: (v: T) => string,
    other: string,
  ): ChoiceView[] => [
    ...(label(value) === label(standard)
      ? [{ label: label(value), text: text(value), used: true, standard: true }]
      : [
          { label: label(standard), text: text(standard), used: false, standard: true },
          { label: label(value), text: text(value), used: true, standard: false },
        ]),
    { label: 'another number', text: other, used: false, standard: false },
  ];
  const count = (n: number) => `${n}`;
  // A closed option: every value with its text, the deck's and the default marked.
  const oneOf = <T>(value: T, standard: T, list: [T, string, string][]): ChoiceView[] =>
    list.map(([v, label, text]) => ({ label, text, used: v === value, standard: v === standard }));
  const variants: Omit<VariantView, 'changed'>[] = [
    {
      option: 'handSize',
      title: titles.handSize,
      choices: ownOrStandard(
        o.handSize,
        d.handSize,
        count,
        (n) => `Deal ${n} card${n === 1 ? '' : 's'} to each player.`,
        'Deal more cards for more choice, or fewer for a quicker, luckier round (the 2018 edition dealt 3); the pile must keep at least one card.',
      ),
    },
    {
      option: 'wildPenalty',
      title: titles.wildPenalty,
      choices: ownOrStandard(
        o.wildPenalty,
        d.wildPenalty,
        count,
        (n) => `Each ${wild} set left in hand at the end of a round costs ${n} points.`,
        `Lower the cost if a ${wild} left in hand feels too harsh, or raise it to make players part with their ${wild} cards sooner.`,
      ),
    },
    {
      option: 'wildScope',
      title: titles.wildScope,
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
      title: titles.coreBonus,
      choices: oneOf(o.coreBonus, d.coreBonus, [
        [true, 'on', 'After placing a core card you may place one more card touching it.'],
        [false, 'off', 'Placing a core card is an ordinary play, with no extra card.'],
      ]),
    },
    {
      option: 'scoring',
      title: titles.scoring,
      choices: oneOf(o.scoring, d.scoring, [
        ['total', 'total', 'Add up every round score; the highest total wins.'],
        ['rounds', 'rounds', 'The best score of each round wins a point; most points wins, the total breaks a tie.'],
      ]),
    },
    {
      option: 'players',
      title: titles.players,
      choices: ownOrStandard(
        o.players,
        d.players,
        (p) => `${p.min}–${p.max}`,
        (p) => `${p.min} to ${p.max} players.`,
        'More players, as long as every hand can be dealt and the pile keeps at least one card.',
      ),
    },
  ];
  return variants.map((v) => ({ ...v, changed: v.choices.some((c) => c.used && !c.standard) }));
}
