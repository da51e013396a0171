import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeStandings } from '../../engine/standings.ts';
import { buildRecord, importRecord, savedFromRecord } from '../../site/src/score/game-record.ts';
import { decodeShare, encodeShare } from '../../site/src/score/share.ts';
import { currentState, openSession, perform, type Session } from '../../site/src/score/session.ts';
import { deck, digest, openMoves, startSession } from './play.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** A 3-player, 2-round game played by always taking a fixed pick of the open moves. */
function playGame(): Session {
  let s = startSession(['Ana', 'Ben', 'Cleo'], 2);
  for (let step = 0; step < 80; step++) {
    const state = currentState(s);
    if (state.results.length === 2) break;
    const moves = openMoves(state);
    // Mostly place; pass now and then; end each round after about 25 actions.
    const roundAge = step % 40;
    const pick = roundAge >= 25 ? moves.find((m) => m.type === 'end-round' || m.type === 'start-round') : moves[step % 3 === 2 ? moves.length - 2 : 0];
    const done = perform(s, pick ?? moves[0]!, 5);
    if (done.ok) s = done.value;
  }
  return s;
}

function replayWithCli(record: unknown): { rounds: unknown[]; totals: { name: string; score: number }[]; winners: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'jibe-score-'));
  const file = join(dir, 'game.json');
  writeFileSync(file, JSON.stringify(record));
  return JSON.parse(execFileSync(process.execPath, [join(ROOT, 'bin', 'jibe.js'), 'replay', '--json', file], { encoding: 'utf8' }));
}

describe('game record', () => {
  const game = playGame();
  const state = currentState(game);

  it('plays a full game for the checks below', () => {
    expect(state.results).toHaveLength(2);
    expect(state.results.flatMap((r) => r.points).some((p) => p > 0)).toBe(true);
  });

  it('exports a record that jibe replay scores the same', () => {
    const { record, unfinished } = buildRecord(game);
    expect(unfinished).toBeNull();
    expect(record.rounds.every((r) => r.hands !== undefined && r.order === undefined)).toBe(true);
    const replayed = replayWithCli(record);
    expect(replayed.totals).toEqual(computeStandings(state.players, state.results, 'total').totals);
  });

  it('imports its own export back to the same state', async () => {
    const { record } = buildRecord(game);
    const imported = await importRecord(deck, JSON.stringify(record), 'copy', 9);
    if (!imported.ok) throw new Error(imported.error);
    const opened = openSession(deck, imported.value);
    if (!opened.ok) throw new Error(opened.error.refusal.message);
    expect(currentState(opened.value).results).toEqual(state.results);
  });

  it.each([
    ['{"format": 1', /^the file is not JSON/],
    ['{"format": 2, "players": ["A"], "rounds": []}', /^not a game record: format: expected 1, got 2/],
    [JSON.stringify({ format: 1, deck: 'edition-2018', players: ['A', 'B'], rounds: [{ start: 'core-fire', hands: [[], []], turns: [] }] }), /deck "edition-2018"/],
    [JSON.stringify({ format: 1, players: ['A', 'B'], rounds: [{ start: 'core-fire', hands: [[], []], turns: [{ place: { card: 'key-fire', q: 1, r: 0, rotation: 3 } }] }] }), /^round 1, turn 1: the Key \(gold\) side would touch Fire/],
    [JSON.stringify({ format: 1, players: ['A', 'B'], rounds: [{ start: 'core-fire', hands: [['core-fire'], []], turns: [] }] }), /^round 1: hands\[0\]: core-fire is on the table/],
  ])('refuses a bad file with the reason: %s', async (text, reason) => {
    const imported = await importRecord(deck, text, 'x', 1);
    expect(imported.ok).toBe(false);
    if (!imported.ok) expect(imported.error).toMatch(reason);
  });

  it('writes a round still in play with empty hands and says so', () => {
    let s = startSession();
    const step = perform(s, { type: 'place', placement: { card: 'key-fire', q: 1, r: 0, rotation: 0 } }, 1);
    if (step.ok) s = step.value;
    const { record, unfinished } = buildRecord(s);
    expect(unfinished).toBe(1);
    expect(record.rounds).toEqual([{ start: 'core-fire', hands: [[], []], turns: [{ place: { card: 'key-fire', q: 1, r: 0, rotation: 0 } }] }]);
    expect(savedFromRecord(deck, record, 'y', 1).ok).toBe(true);
  });
});

describe('share link', () => {
  it('carries the whole game, undone actions included', async () => {
    const game = playGame();
    const hash = await encodeShare(game.saved);
    expect(hash).toMatch(/^#game=[A-Za-z0-9_-]+$/);
    const back = await decodeShare(hash);
    if (back === null || !back.ok) throw new Error('not decoded');
    const opened = openSession(deck, back.value);
    if (!opened.ok) throw new Error(opened.error.refusal.message);
    expect(digest(opened.value)).toEqual(digest(game));
  });

  it('ignores a hash without a game and refuses a damaged one', async () => {
    expect(await decodeShare('#top')).toBeNull();
    const damaged = await decodeShare('#game=AAAA');
    expect(damaged !== null && !damaged.ok && damaged.error).toMatch(/damaged/);
  });
});
