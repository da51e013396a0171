// The Play page's view model: the lessons of teaching mode, each one whole rule of the rulebook
// (the same sections, written once in rule-text.ts) in the words of the app, for whichever deck is
// played; and the bots the setup offers with the engine's own words for them.

import { BOT_DESCRIPTIONS, BOT_NAMES, type BotName, type Deck } from '../../../engine/index.ts';
import { plainLines, type RuleSection, ruleFactsOf, writeRuleTexts } from '../../../draw/rule-text.ts';

/** The lessons of teaching mode, in the order a first game meets them: matching before the wild icon. */
export const LESSON_IDS = ['placing', 'scoring', 'core-bonus', 'wild', 'end'] as const;
export type LessonId = (typeof LESSON_IDS)[number];

export interface Lesson {
  id: LessonId;
  title: string;
  paragraphs: string[];
}

/** Which rule sections each lesson gives whole: placing comes with what a turn is. */
const SOURCES: Record<LessonId, RuleSection[]> = {
  placing: ['turn', 'placing'],
  scoring: ['matching'],
  'core-bonus': ['core-bonus'],
  wild: ['wild'],
  end: ['end'],
};

/** The lessons of a deck (the site's own or one from a link or a file): whole sections, each a paragraph or a bullet a line. */
export function buildLessons(deck: Deck): Lesson[] {
  const texts = writeRuleTexts(ruleFactsOf(deck), 'app');
  return LESSON_IDS.map((id) => {
    const sections = SOURCES[id].map((s) => texts[s]);
    return {
      id,
      title: sections.at(-1)!.title,
      paragraphs: sections.flatMap((s) => s.blocks.flatMap(plainLines)),
    };
  });
}

/** How hard each bot is to beat, as the setup says it: search looks ahead and beats greedy about three games in four. */
export const BOT_LEVELS: Record<BotName, string> = {
  random: 'easy',
  greedy: 'medium',
  careful: 'medium',
  joker: 'medium',
  search: 'hard',
};

/** The bots the setup offers, easiest first: each kind by name and level, and the engine's description of it. */
export const botChoices = (): { id: BotName; label: string; description: string }[] =>
  BOT_NAMES.map((id) => ({
    id,
    label: `${id[0]!.toUpperCase()}${id.slice(1)} (${BOT_LEVELS[id]})`,
    description: BOT_DESCRIPTIONS[id],
  }));
