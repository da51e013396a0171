// Teaching mode's lessons: each one whole rule, the rulebook's own section in the app's words, for
// any deck (its wild icon's name, penalty and options); and the order a first game meets them, the
// wild icon never before matching.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRules, type Deck } from '../../engine/index.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import { renderRulebookSource } from '../../draw/rulebook/source.ts';
import { buildRulebookModel } from '../../draw/rulebook/view-model.ts';
import { buildLessons, LESSON_IDS } from '../../site/src/lib/play-view.ts';
import { ruleFactsOf } from '../../draw/rule-text.ts';
import { dueLesson } from '../../site/src/play/lessons.ts';
import {
  botAction,
  botRng,
  newPlay,
  nextOf,
  nowOf,
  type PlayedGame,
  playAction,
  replayPlay,
} from '../../site/src/play/play-game.ts';

const TEMPLATE = readFileSync(
  join(import.meta.dirname, '..', '..', 'templates', 'rulebook', 'rulebook.md.hbs'),
  'utf8',
);
const load = (dir: string): Deck => loadDeck(dir).deck;
const classic = load('decks/classic');
const DECKS: [string, Deck][] = [
  ['classic', classic],
  ['edition-2018', load('decks/edition-2018')],
  ['rulebook-deck (no core bonus, wild cards, penalty 60)', load('test/fixtures/rulebook-deck')],
  ['rulebook-flat (a wild Star)', load('test/fixtures/rulebook-flat')],
  ['rulebook-no-wild-cores', load('test/fixtures/rulebook-no-wild-cores')],
];

const wildName = (deck: Deck) => deck.icons.find((i) => i.id === deck.wild)!.name;
const text = (deck: Deck, id: string) =>
  buildLessons(deck)
    .find((l) => l.id === id)!
    .paragraphs.join('\n');

type Spans = { text: string }[];
/** The rulebook of a deck as printed, a line a paragraph or a list item, so a lesson's lines can be found in it. */
function rulebookText(deck: Deck): string {
  const blocks = renderRulebookSource(TEMPLATE, buildRulebookModel(deck)) as { spans?: Spans; items?: Spans[] }[];
  const line = (spans: Spans) => spans.map((s) => s.text).join('');
  return blocks.flatMap((b) => (b.items ? b.items.map(line) : b.spans ? [line(b.spans)] : [])).join('\n');
}

describe('the lessons of a deck', () => {
  it('come in the order a first game meets them, titled as the rulebook titles their rules', () => {
    const lessons = buildLessons(classic);
    expect(lessons.map((l) => l.id)).toEqual([...LESSON_IDS]);
    expect(lessons.map((l) => l.title)).toEqual([
      'Placing a card',
      'Matching and scoring',
      'The core bonus',
      'The Joker',
      'The end of a round',
    ]);
  });

  it.each(DECKS)(
    '%s: the first states the colour rule, the wild one its hand penalty, none asks for paper',
    (_, deck) => {
      const w = wildName(deck);
      expect(text(deck, 'placing')).toContain(
        `the two touching sides must be the same colour, or one of them must be the ${w}.`,
      );
      expect(text(deck, 'wild')).toContain(
        `a ${w} set left in your hand at the end of a round costs ${deck.options.wildPenalty} points`,
      );
      expect(text(deck, 'end')).toContain(`Each ${w} set counts ${deck.options.wildPenalty} here`);
      for (const lesson of buildLessons(deck)) {
        expect(lesson.paragraphs.join(' ')).not.toMatch(/write down|score sheet|paper|pencil|see below|\(see "/i);
        expect(lesson.paragraphs.join(' ')).not.toMatch(/\*\*|[<>]/);
        if (!w.includes('Joker')) expect(lesson.paragraphs.join(' ')).not.toContain('Joker');
      }
    },
  );

  it.each(DECKS)(
    '%s: every rule the lessons give is the rulebook sentence for sentence, where the app adds nothing',
    (_, deck) => {
      const book = rulebookText(deck);
      for (const id of ['placing', 'scoring', 'wild', 'end'] as const) {
        const lesson = buildLessons(deck).find((l) => l.id === id)!;
        // The turn's own lines speak of the app (it draws and counts); the rule's sentences are the book's.
        const rule = id === 'placing' ? lesson.paragraphs.slice(-1) : lesson.paragraphs;
        for (const p of rule) expect(book).toContain(p.replace(/^• /, ''));
      }
    },
  );

  it('tells the measured turn of the rulebook: what the engine draws after each kind of turn', () => {
    const model = buildRulebookModel(classic);
    expect(model.ruleFacts).toEqual({ ...ruleFactsOf(classic), penaltyExamples: model.ruleFacts.penaltyExamples });
  });
});

describe('when each lesson comes', () => {
  const rules = compileRules(classic);
  /** A game of a person (seat 0) and a greedy bot, played by greedy choices, stopped at each of the person's turns. */
  function* personTurns(seed: number): Generator<PlayedGame> {
    let s = seed;
    const random = () => {
      s = (s * 16807) % 2147483647;
      return s / 2147483647;
    };
    const saved = newPlay(
      classic,
      {
        seats: [
          { name: 'Ana', bot: null },
          { name: 'Bot', bot: 'greedy' },
        ],
        rounds: 1,
        teaching: true,
      },
      `game-${seed}`,
      1000,
      random,
    );
    const opened = replayPlay(rules, saved);
    if (!opened.ok) throw new Error(opened.error);
    let g = opened.value;
    for (let n = 0; n < 400; n++) {
      const next = nextOf(g);
      if (next.kind === 'over') return;
      if (next.kind === 'person') yield g;
      const action =
        next.kind === 'start-round'
          ? { type: 'start-round' as const, start: next.start }
          : botAction(nowOf(g), 'greedy', botRng(g.saved));
      const step = playAction(g, action, 10 + n);
      if (!step.ok) throw new Error(step.error.message);
      g = step.value;
    }
  }

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('game %i: placing first, matching before the wild icon, each once', (seed) => {
    const seen: string[] = [];
    for (const g of personTurns(seed)) {
      for (let due = dueLesson(nowOf(g), seen); due !== null; due = dueLesson(nowOf(g), seen)) seen.push(due);
    }
    expect(seen[0]).toBe('placing');
    if (seen.includes('wild')) expect(seen.indexOf('scoring')).toBeLessThan(seen.indexOf('wild'));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toContain('scoring');
  });
});
