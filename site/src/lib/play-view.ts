// The Play page's view model: the lessons of teaching mode, each taken from the rulebook's own
// sections (the same text as its PDF and the Rules page) as plain paragraphs, and the bots the
// setup offers with the engine's own words for them.

import { BOT_DESCRIPTIONS, BOT_NAMES, type BotName } from '../../../engine/index.ts';
import { htmlToText } from './rules-view.ts';

/** The lessons of teaching mode, in the order a first game meets them. */
export const LESSON_IDS = ['placing', 'scoring', 'core-bonus', 'wild', 'end'] as const;
export type LessonId = (typeof LESSON_IDS)[number];

export interface Lesson {
  id: LessonId;
  title: string;
  paragraphs: string[];
}

/** Which rulebook sections each lesson is made of (their heading ids); the wild icon's section is found by its place. */
const SOURCES: Record<LessonId, string[]> = {
  placing: ['a-turn', 'placing-a-card'],
  scoring: ['matching-and-scoring'],
  'core-bonus': ['the-core-bonus'],
  wild: ['*wild'],
  end: ['the-end-of-a-round'],
};

/** A lesson is read in a moment, over the board: its text stops at the paragraph that passes this many characters. */
const MOST_CHARACTERS = 420;

/** The sections of the rulebook's HTML, by heading id, each with its heading's text and body. */
function sectionsOf(html: string): { id: string; title: string; body: string }[] {
  const parts = html.split(/(?=<h2\b)/i);
  return parts.flatMap((part) => {
    const head = /^<h2\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/i.exec(part);
    return head === null ? [] : [{ id: head[1]!, title: htmlToText(head[2]!), body: part.slice(head[0].length) }];
  });
}

/** A section's rule as paragraphs of text: its paragraphs and list items up to its first picture or note. */
function paragraphsOf(body: string): string[] {
  const rule = body.split(/<(?:figure|aside|table)\b/i)[0] ?? '';
  const found: string[] = [];
  for (const m of rule.matchAll(/<(p|li)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const text = htmlToText(m[2]!);
    if (text !== '') found.push(m[1]!.toLowerCase() === 'li' ? `• ${text}` : text);
  }
  return found;
}

/**
 * The lessons from the rulebook's HTML (rulebook.html), or none when the site has no rulebook.
 * The wild icon's section has no fixed id (it is named after the icon): it is the one after the
 * core bonus's.
 */
export function lessonsFromRulebook(html: string | null): Lesson[] {
  if (html === null) return [];
  const sections = sectionsOf(html);
  const byId = (id: string) => {
    if (id !== '*wild') return sections.find((s) => s.id === id);
    const bonus = sections.findIndex((s) => s.id === 'the-core-bonus');
    return bonus < 0 ? undefined : sections[bonus + 1];
  };
  return LESSON_IDS.flatMap((id) => {
    const found = SOURCES[id].map(byId).filter((s) => s !== undefined);
    if (found.length === 0) return [];
    const all = found.flatMap((s) => paragraphsOf(s.body));
    const paragraphs: string[] = [];
    for (const p of all) {
      paragraphs.push(p);
      if (paragraphs.join(' ').length >= MOST_CHARACTERS) break;
    }
    return paragraphs.length === 0 ? [] : [{ id, title: found.at(-1)!.title, paragraphs }];
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
