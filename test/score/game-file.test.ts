import { describe, expect, it } from 'vitest';
import { isGameOver } from '../../engine/index.ts';
import { replayRecord } from '../../engine/index.ts';
import { exportGame } from '../../simulator/export-game.ts';
import type { RunSpec } from '../../simulator/play.ts';
import { importGameFile } from '../../site/src/score/game-file.ts';
import { buildRecord } from '../../site/src/score/game-record.ts';
import { formatSavedGame } from '../../site/src/table/saved-game.ts';
import { currentState, moveTo, openSession, perform, type Session } from '../../site/src/score/session.ts';
import { deck, digest, openMoves, startSession } from './play.ts';

function open(saved: Parameters<typeof openSession>[1]): Session {
  const opened = openSession(deck, saved);
  if (!opened.ok) throw new Error(opened.error.refusal.message);
  return opened.value;
}

/** A 3-round game stopped in round 2, with two actions undone (a redo tail). */
function gameInProgress(): Session {
  let s = startSession(['Ana', 'Ben', 'Cleo'], 3, ['core-fire', 'core-key', 'core-star']);
  for (let step = 0; step < 40; step++) {
    const moves = openMoves(currentState(s));
    const pick =
      step === 20
        ? moves.find((m) => m.type === 'end-round')
        : step === 21
          ? moves.find((m) => m.type === 'start-round')
          : moves[0];
    const done = perform(s, pick!, 3);
    if (done.ok) s = done.value;
  }
  return moveTo(s, s.saved.cursor - 2, 4);
}

describe('importing a saved copy', () => {
  it('carries a game in progress exactly: planned rounds, starts, cursor and redo tail', async () => {
    const game = gameInProgress();
    expect(currentState(game).results).toHaveLength(1);
    const imported = await importGameFile(deck, formatSavedGame(game.saved), 'new-id', 99);
    if (!imported.ok) throw new Error(imported.error);
    expect(imported.value.saved.id).toBe('new-id');
    expect(imported.value.saved.rounds).toBe(3);
    expect(imported.value.saved.starts).toEqual(['core-fire', 'core-key', 'core-star']);
    expect(digest(open(imported.value.saved))).toEqual(digest(game));
    expect(imported.value.note).toBe(`a game of 3 rounds, ${game.saved.cursor} actions in force`);
  });

  it.each([
    [{ format: 9, actions: [] }, /^not a saved game: saved by a newer scorekeeper \(format 9/],
    [{ format: 1, actions: [{ type: 'fly' }] }, /^not a saved game: /],
  ])('refuses a bad saved game: %j', async (value, reason) => {
    const imported = await importGameFile(deck, JSON.stringify(value), 'x', 1);
    expect(!imported.ok && imported.error).toMatch(reason);
  });

  it('refuses a saved game of another deck', async () => {
    const saved = { ...startSession().saved, deck: 'edition-2018' };
    const imported = await importGameFile(deck, formatSavedGame(saved), 'x', 1);
    expect(!imported.ok && imported.error).toBe(
      'the game plays with the deck "edition-2018"; this page keeps score with "classic"',
    );
  });
});

describe('importing a record with the pile order', () => {
  const spec: RunSpec = { deck, players: 3, bots: ['greedy', 'careful', 'random'], rounds: 2, seed: 5 };

  it.each([0, 1, 2])('game %i of a simulated run: the same scores as jibe replay, kept with hands', async (index) => {
    const record = exportGame(spec, index);
    const replayed = replayRecord(deck, record);
    if (!replayed.ok) throw new Error(replayed.error.message);
    const imported = await importGameFile(deck, JSON.stringify(record), 'sim', 1);
    if (!imported.ok) throw new Error(imported.error);
    expect(imported.value.note).toBe(
      "2 finished rounds, replayed from the pile order and kept with the hands left at each round's end",
    );
    const s = open(imported.value.saved);
    const state = currentState(s);
    expect(isGameOver(state)).toBe(true);
    expect(state.results.map((r) => r.score)).toEqual(replayed.value.game.results.map((r) => r.score));
    // Its own export now replays without the pile order, to the same totals.
    const again = buildRecord(s).record!;
    expect(again.rounds.every((r) => r.order === undefined && r.hands !== undefined)).toBe(true);
    const second = replayRecord(deck, again);
    expect(second.ok && second.value.result.totals).toEqual(replayed.value.result.totals);
  });

  it('refuses a broken dealt record with the engine reason', async () => {
    const record = exportGame(spec, 0);
    const turn = record.rounds[0]!.turns[0]!;
    const broken = {
      ...record,
      rounds: [{ ...record.rounds[0]!, turns: [{ place: { ...turn.place!, card: 'core-fire' } }] }],
    };
    const imported = await importGameFile(deck, JSON.stringify(broken), 'x', 1);
    expect(!imported.ok && imported.error).toMatch(/^round 1, turn 1: /);
  });

  it('refuses a record whose inline deck plays by other rules', async () => {
    const record = exportGame({ ...spec, deck: { ...deck, options: { ...deck.options, handSize: 4 } } }, 0);
    const imported = await importGameFile(deck, JSON.stringify(record), 'x', 1);
    expect(!imported.ok && imported.error).toBe(
      'the record carries its own deck "classic", which differs from the "classic" deck this page keeps score with',
    );
  });
});

describe('refusing a bad record', () => {
  it.each([
    ['{"format": 1', /^the file is not JSON/],
    ['{"format": 2, "players": ["A"], "rounds": []}', /^not a game record: format: expected 1, got 2/],
    [
      JSON.stringify({
        format: 1,
        deck: 'edition-2018',
        players: ['A', 'B'],
        rounds: [{ start: 'core-fire', hands: [[], []], turns: [] }],
      }),
      /deck "edition-2018"/,
    ],
    [
      JSON.stringify({
        format: 1,
        players: ['A', 'B'],
        rounds: [
          { start: 'core-fire', hands: [[], []], turns: [{ place: { card: 'key-fire', q: 1, r: 0, rotation: 3 } }] },
        ],
      }),
      /^round 1, turn 1: the Key \(gold\) side would touch Fire/,
    ],
    [
      JSON.stringify({
        format: 1,
        players: ['A', 'B'],
        rounds: [{ start: 'core-fire', hands: [['core-fire'], []], turns: [] }],
      }),
      /^round 1: hands\[0\]: core-fire is on the table/,
    ],
  ])('%s', async (text, reason) => {
    const imported = await importGameFile(deck, text, 'x', 1);
    expect(!imported.ok && imported.error).toMatch(reason);
  });
});
