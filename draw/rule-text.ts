// The rules a first game meets, written once: the rulebook prints these sections (with its worked
// examples between them) and the Play page's lessons are the same sections, whole, in the words of
// the app. Pure: facts in, Markdown out (bold as **…**, list items as "- …"), so the generator and
// the browser run the same text for any deck.

import type { Deck } from '../engine/index.ts';

/** The rule sections a first game meets, in the order it meets them. */
export const RULE_SECTIONS = ['turn', 'placing', 'matching', 'core-bonus', 'wild', 'end'] as const;
export type RuleSection = (typeof RULE_SECTIONS)[number];

/** Who reads the text: the printed rulebook, or a player of the app (which draws, keeps score and shows the rulebook apart). */
export type Medium = 'book' | 'app';

/** What the rule texts say of a deck: names and numbers only, so that any deck can be described. */
export interface RuleFacts {
  wildName: string;
  /** The colour the deck file gives the wild icon (docs/rules.md §1). */
  wildColour: string;
  wildValue: number;
  wildPenalty: number;
  wildCores: number;
  /** `wildScope` card: a card with a wild set ignores colours on all its sides. */
  wildCard: boolean;
  coreBonus: boolean;
  handSize: number;
  /** Cards drawn after an ordinary play or a pass, after a core with its bonus card, after a core without. */
  drawAfterPlace: number;
  drawAfterBonus: number;
  drawAfterCoreSkipped: number;
  /** Cards named with what they cost in hand, for the hand penalty's example (none: no example). */
  penaltyExamples: { card: string; penalty: number }[];
}

/** One section: its heading and its paragraphs, each a Markdown paragraph or a list. */
export interface RuleText {
  title: string;
  blocks: string[];
}

/** The facts of a deck as the engine plays it: a play or a pass draws 1, a core with its bonus card 2 (docs/rules.md §6). */
export function ruleFactsOf(deck: Deck): RuleFacts {
  const wild = deck.icons.find((i) => i.id === deck.wild)!;
  return {
    wildName: wild.name,
    wildColour: deck.colours.find((c) => c.id === wild.colour)?.name ?? wild.colour,
    wildValue: wild.value,
    wildPenalty: deck.options.wildPenalty,
    wildCores: deck.wildCores,
    wildCard: deck.options.wildScope === 'card',
    coreBonus: deck.options.coreBonus,
    handSize: deck.options.handSize,
    drawAfterPlace: 1,
    drawAfterBonus: deck.options.coreBonus ? 2 : 1,
    drawAfterCoreSkipped: 1,
    penaltyExamples: [],
  };
}

/**
 * The one wording of the wild icon's colour (docs/rules.md §8): it is one of the icons of its
 * colour, as the original text shares every colour among three icons, and its sides are wild.
 */
export const wildColourSentence = (wildName: string, colour: string): string =>
  `The ${wildName} is a ${colour.toLowerCase()} icon, and a ${wildName} side is wild: it fits a side of any colour.`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The sections' texts for one deck and one reader. */
export function writeRuleTexts(f: RuleFacts, medium: Medium): Record<RuleSection, RuleText> {
  const book = medium === 'book';
  const w = f.wildName;
  const you = book ? '' : 'you ';
  const bonusDraw = f.coreBonus
    ? ` If you placed a core card and then a bonus card beside it${book ? ' (see "The core bonus")' : ''}, ${you}draw ${f.drawAfterBonus} cards instead; if you skipped the bonus, ${you}draw ${f.drawAfterCoreSkipped}.`
    : '';
  const turn: RuleText = {
    title: 'A turn',
    blocks: [
      'On your turn, do one of two things:',
      [
        `- **Place** one card from your hand on the table and score it${book ? ' (see below)' : ''}, or`,
        '- **pass**, if you cannot or do not want to place a card.',
      ].join('\n'),
      [
        `Then ${you}draw ${f.drawAfterPlace} card from the pile, also after a pass.${bonusDraw}`,
        `When the pile runs low, ${you}draw what is left. Then the player on your left takes their turn.`,
        book ? 'Write down your points right after every play.' : 'The app draws for you and adds up your points.',
      ].join(' '),
      `There is **no hand limit**. Every pass draws a card while the pile lasts, so a hand can grow well beyond ${f.handSize} cards; those cards count against you if they are still in your hand when the round ends.`,
    ],
  };
  const placing: RuleText = {
    title: 'Placing a card',
    blocks: [
      [
        'A card goes on an empty space that touches **at least one** card already on the table. You may turn it any way you like.',
        `Wherever it touches another card, the two touching sides must be the **same colour**, or one of them must be the ${w}.`,
        'If even one touching side clashes, the card may not go there: take it back and try another place, another turn of the card, or another card.',
      ].join(' '),
    ],
  };
  const matching: RuleText = {
    title: 'Matching and scoring',
    blocks: [
      'When you place a card you score its value. Then look at every card it touches:',
      [
        `- **Icon match**: the two touching icons are the same, or one of them is the ${w}. Add that card's value to your points.`,
        '- **Colour match**: same colour, different icons. Allowed, but that card adds nothing.',
      ].join('\n'),
      'Each card you touch counts once. The values you add are the printed values of whole cards.',
    ],
  };
  const coreBonus: RuleText = {
    title: 'The core bonus',
    blocks: f.coreBonus
      ? [
          `When you place a core card, you may at once place **one more card** from your hand that touches that core. The second card must fit every card it touches and scores as usual. If the second card is a core too, it brings no further bonus. After a turn with a bonus card, ${you}draw ${f.drawAfterBonus} cards instead of ${f.drawAfterPlace}. If you skip the bonus, ${you}draw ${f.drawAfterCoreSkipped} as after any other turn.`,
        ]
      : [
          `This deck plays **without** the core bonus: a core card is placed like any other card, and you draw ${plural(f.drawAfterPlace, 'card')} after it.${book ? ' (With the bonus, you could place a second card touching the core; see "Variants".)' : ''}`,
        ],
  };
  const scope = f.wildCard
    ? `In this deck a card with a ${w} set ignores colours on **all** its sides; its other sides still score only where the icons are the same.`
    : `Only the ${w} sides are wild: the other sides of a ${w} pair card must fit as usual.`;
  const worth = `On the table a ${w} set is worth ${f.wildValue}${f.wildValue === 0 ? `, so a ${w} card scores mostly through the cards it touches` : ''}.`;
  const cores =
    f.wildCores > 0
      ? `A ${w} core matches all six of its neighbours: drop it into a hole and collect every card around it.`
      : `This deck has no ${w} cores: the ${w} comes only on pair cards, and each ${w} side matches whatever card it touches.`;
  const wild: RuleText = {
    title: `The ${w}`,
    blocks: [
      `${wildColourSentence(w, f.wildColour)} It counts as an icon match with whatever it touches. ${scope} ${worth} ${cores}`,
      `But beware: a ${w} set left in your hand at the end of a round costs **${f.wildPenalty}** points, so play your ${w} cards in time.`,
    ],
  };
  const examples =
    f.penaltyExamples.length === 0
      ? ''
      : ` For example: ${f.penaltyExamples.map((e) => `the ${e.card} costs ${e.penalty}`).join(', ')}.`;
  const end: RuleText = {
    title: 'The end of a round',
    blocks: [
      `Once the pile is empty, keep playing without drawing. The round ends`,
      [
        '- right after a player places their **last card**, or',
        '- when nobody can or will play any more: every player in turn has **passed** with the pile empty, and no card was placed in between, or',
        "- as soon as no card in anyone's hand could go anywhere on the table.",
      ].join('\n'),
      `**Hand penalty.** Each player then loses the value of the cards left in their hand. Each ${w} set counts **${f.wildPenalty}** here, not ${f.wildValue}.${examples}`,
      'Your **round score** is the points of all your plays minus your hand penalty. It can be below zero.',
    ],
  };
  return { turn, placing, matching, 'core-bonus': coreBonus, wild, end };
}

/** A block of Markdown as the lines a player reads: bold marks dropped, list items as bullets. */
export function plainLines(block: string): string[] {
  return block.split('\n').map((line) => line.replace(/\*\*/g, '').replace(/^- /, '• '));
}
