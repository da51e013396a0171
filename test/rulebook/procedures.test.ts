// The procedures a new player needs are in the book, with the engine's numbers: who goes first,
// the start core, the hand limit, ties, rounds and playing time, the score sheet, the card face,
// the set-up, a worked round, the FAQ and the cover; and the values on turned cards stay upright.

import { describe, expect, test } from 'vitest';
import { loadDeck } from '../../generator/deck-fs.ts';
import { makeCardFaces, splitUpright } from '../../draw/rulebook/card-faces.ts';
import { plainText } from '../../draw/rulebook/pdf-text.ts';
import { readRulebookInputs } from '../../generator/rulebook/rulebook-fs.ts';
import { renderRulebookSource } from '../../draw/rulebook/source.ts';
import { buildRulebookModel } from '../../draw/rulebook/view-model.ts';

describe.each(['decks/classic', 'decks/edition-2018'])('the %s rulebook', (deck) => {
  const inputs = readRulebookInputs(loadDeck(deck));
  const model = buildRulebookModel(inputs.deck);
  const blocks = renderRulebookSource(inputs.template, model);
  const text = blocks
    .map((b) => {
      if (b.kind === 'list') return b.items.map(plainText).join(' ');
      if (b.kind === 'table') return [b.header, ...b.rows].map((r) => r.map(plainText).join(' | ')).join('\n');
      if (b.kind === 'directive') return `::${b.name}`;
      return plainText(b.spans);
    })
    .join('\n');
  const headings = blocks.flatMap((b) => (b.kind === 'heading' ? [plainText(b.spans)] : []));

  test.each([
    ['who goes first', /Choose who goes first/],
    ['the start core', /Pick the start core/],
    ['the hand limit', /no hand limit/],
    ['ties', /share the win/],
    ['the number of rounds', /one round per player/],
    ['the scorekeeper', /scorekeeper/],
    ['the card anatomy', /::card-anatomy/],
    ['the set-up diagram', /::setup-diagram/],
  ])('says %s', (_, pattern) => {
    expect(text).toMatch(pattern);
  });

  test('a wild core may start a round, as the engine allows', () => {
    expect(model.turns.wildCoreStarts).toBe(inputs.deck.wildCores > 0);
    if (model.turns.wildCoreStarts) expect(text).toContain(`a ${model.wild.name} core included`);
  });

  test('the first player moves one seat on each round, as the engine deals', () => {
    expect(model.turns.firstSeats).toEqual([0, 1, 2]);
    expect(text).toContain('next player round the table goes first');
  });

  test('the cover gives players, age and the time from the bots’ turn counts', () => {
    expect(text).toContain(`${model.cover.players} · ages ${model.cover.age} · ${model.cover.minutes}`);
    expect(model.time.fewest.meanTurns).toBeGreaterThan(10);
    expect(model.time.fewest.minutes).toBe(
      Math.max(5, Math.round((model.time.fewest.meanTurns * model.time.secondsPerTurn) / 60 / 5) * 5),
    );
    expect(text).toContain(`about ${model.time.fewest.meanTurns} turns with ${model.time.fewest.players} players`);
    expect(headings).toEqual(expect.arrayContaining(['Questions and answers', 'A worked first round']));
    expect(text).toContain(`Art: ${model.cover.credits.join('; ')}.`);
  });

  test('the worked round’s score sheet adds up', () => {
    for (const row of model.sampleRound.sheet) {
      expect(row.score).toBe(row.points - row.penalty);
      expect(text).toContain(`${row.player} | ${row.points} | ${row.cardsLeft} | ${row.penaltyText} | ${row.score}`);
    }
  });

  test('a wild penalty above the best worked play is said', () => {
    const best = Math.max(
      ...model.positions.flatMap((p) => p.plays.map((x) => (x.result.legal ? x.result.points : 0))),
    );
    expect(model.penaltyNote.above).toBe(inputs.deck.options.wildPenalty > best);
    if (model.penaltyNote.above)
      expect(text).toContain(`more than the best play of the worked examples in this book (${best} points)`);
  });

  test('a turned card keeps its value upright: the value is drawn apart from the turning face', () => {
    const faces = makeCardFaces(inputs.deck, model.rules);
    const top = model.highest.cards[0]!;
    const card = model.cards.find((c) => c.name === top)!;
    const { turning, upright } = splitUpright(faces.face(card.id));
    expect(upright.texts.map((t) => t.text)).toContain(String(card.value));
    expect(turning.texts.map((t) => t.text)).not.toContain(String(card.value));
    // Nothing else is text on a face: no side numbers turn with the card.
    expect(turning.texts).toEqual([]);
    expect(upright.texts.length).toBeGreaterThan(1);
  });
});
