import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isGameOver } from '../../engine/index.ts';
import { computeStandings } from '../../engine/index.ts';
import { importGameFile } from '../../site/src/score/game-file.ts';
import { buildRecord, describeExport, savedFromRecord } from '../../site/src/score/game-record.ts';
import { decodeShare, encodeShare } from '../../site/src/score/share.ts';
import { currentState, openSession, perform, type Session } from '../../site/src/score/session.ts';
import { runCli } from '../support/run-cli.ts';
import { deck, digest, openMoves, startSession } from './play.ts';

/** A 3-player game of `rounds` planned rounds, played by a fixed pick of the open moves until `stop` says so. */
function playGame(rounds = 2, stop = (s: Session) => currentState(s).results.length === rounds): Session {
  let s = startSession(['Ana', 'Ben', 'Cleo'], rounds, ['core-fire', 'core-key', 'core-star']);
  for (let step = 0; step < 200 && !stop(s); step++) {
    const round = currentState(s).round!;
    const moves = openMoves(currentState(s));
    // Mostly place; pass now and then; end each round after 16 turns.
    const pick =
      round.over !== null || round.turns.length >= 16
        ? moves.find((m) => m.type === 'end-round' || m.type === 'start-round')
        : moves[step % 3 === 2 ? moves.length - 2 : 0];
    const done = perform(s, pick ?? moves[0]!, 5);
    if (done.ok) s = done.value;
  }
  return s;
}

/** What `jibe replay --json` prints for the record, run in this process; throws with its message if it refuses. */
async function replayWithCli(record: unknown): Promise<{
  rounds: { players: { score: number }[] }[];
  totals: { name: string; score: number }[];
  winners: string[];
}> {
  const dir = mkdtempSync(join(tmpdir(), 'jibe-score-'));
  const file = join(dir, 'game.json');
  writeFileSync(file, JSON.stringify(record));
  const run = await runCli(['replay', '--json', file]);
  if (run.code !== 0) throw new Error(`jibe replay exited with ${run.code}: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

async function importText(text: string): Promise<Session> {
  const imported = await importGameFile(deck, text, 'copy', 9);
  if (!imported.ok) throw new Error(imported.error);
  const opened = openSession(deck, imported.value.saved);
  if (!opened.ok) throw new Error(opened.error.refusal.message);
  return opened.value;
}

describe('game record export', () => {
  const game = playGame();
  const state = currentState(game);

  it('plays a full game for the checks below', () => {
    expect(state.results).toHaveLength(2);
    expect(state.results.flatMap((r) => r.points).some((p) => p > 0)).toBe(true);
  });

  it('exports a finished game that jibe replay scores the same', async () => {
    const exported = buildRecord(game);
    expect(exported).toMatchObject({ finished: 2, inPlay: null });
    expect(exported.record!.rounds.every((r) => r.hands !== undefined && r.order === undefined)).toBe(true);
    const replayed = await replayWithCli(exported.record);
    expect(replayed.totals).toEqual(computeStandings(state.players, state.results, 'total').totals);
    expect(describeExport(exported)).toBe('Game record saved: 2 finished rounds.');
  });

  it('imports its own export back to the same results, with the planned rounds and the game over', async () => {
    const back = currentState(await importText(JSON.stringify(buildRecord(game).record)));
    expect(back.results).toEqual(state.results);
    expect(back.rounds).toBe(2);
    expect(isGameOver(back)).toBe(true);
  });

  it('leaves a round in play out of the record, says so, and replay still reads it', async () => {
    const midway = playGame(3, (s) => currentState(s).round!.index === 1 && currentState(s).round!.turns.length === 3);
    expect(currentState(midway).results).toHaveLength(1);
    const exported = buildRecord(midway);
    expect(exported).toMatchObject({ finished: 1, inPlay: 2 });
    expect(exported.record!.rounds).toHaveLength(1);
    expect((await replayWithCli(exported.record)).totals.map((t) => t.score)).toEqual(
      currentState(midway).results[0]!.score,
    );
    expect(describeExport(exported)).toBe(
      'Game record saved with the 1 finished round; round 2 is still in play and not in it. To carry on with this game elsewhere, use Save a copy or a share link.',
    );
  });

  it('writes nothing while no round is finished', () => {
    let s = startSession();
    const step = perform(s, { type: 'place', placement: { card: 'key-fire', q: 1, r: 0, rotation: 0 } }, 1);
    if (step.ok) s = step.value;
    const exported = buildRecord(s);
    expect(exported).toEqual({ record: null, finished: 0, inPlay: 1 });
    expect(describeExport(exported)).toMatch(/^No round is finished yet/);
  });

  it('refuses a hand-less round given directly', () => {
    const record = { format: 1 as const, players: ['A', 'B'], rounds: [{ start: 'core-fire', order: [], turns: [] }] };
    expect(savedFromRecord(deck, record, 'y', 1)).toEqual({
      ok: false,
      error: 'round 1 gives no "hands" (the cards left at the end)',
    });
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
