// The Studio's balance games: the classic deck played through the page's edge (stand-in Web Workers
// speaking the balance thread's messages) gives `jibe simulate`'s report.json for the same deck,
// seed and game count; the panel's rules (start, progress, cancel, a refusal, a stale report) as
// events through the reducer and the view.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { compileRules, type Rules } from '../../engine/core.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import { packDeck } from '../../generator/deck-bundle-fs.ts';
import { type BalanceReport, balanceReport, balanceSpec } from '../../simulator/balance.ts';
import { playTask, type RunSpec, type TaskResult } from '../../simulator/play-runs.ts';
import { playRuns } from '../../simulator/pool.ts';
import { simulate } from '../../simulator/run.ts';
import { playBalance } from '../../site/src/studio/balance-client.ts';
import { DEFAULT_BALANCE } from '../../site/src/studio/balance-state.ts';
import type { BalanceRequest } from '../../site/src/studio/balance-worker.ts';
import { balanceView, signedPoints } from '../../site/src/studio/balance-view.ts';
import { initialState, type StudioEvent, studioReducer } from '../../site/src/studio/studio-state.ts';

const tmp = mkdtempSync(join(tmpdir(), 'jibe-studio-balance-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const loaded = loadDeck('decks/classic');
const bundle = packDeck(loaded, readFileSync(join(loaded.dir, 'deck.json'), 'utf8'));

/** Stand-in balance threads: balance-worker.ts's messages, each task answered a turn later. */
function fakeWorkers() {
  const log = { started: 0, terminated: 0 };
  const create = () => {
    log.started++;
    let specs: RunSpec[] = [];
    let rules: Rules[] = [];
    const worker = {
      onmessage: null as ((event: { data: TaskResult }) => void) | null,
      onerror: null,
      postMessage(request: BalanceRequest) {
        const message = structuredClone(request);
        if ('specs' in message) {
          specs = message.specs;
          rules = specs.map((s) => compileRules(s.deck));
          return;
        }
        const { task } = message;
        setTimeout(() =>
          worker.onmessage?.({ data: structuredClone(playTask(specs[task.run]!, rules[task.run]!, task)) }),
        );
      },
      terminate: () => void log.terminated++,
    };
    return worker as unknown as Worker;
  };
  return { create, log };
}

describe('the Studio plays balance games with the code of jibe simulate', () => {
  test("the classic deck's report is jibe simulate's report.json for the same seed and games", async () => {
    const settings = { ...DEFAULT_BALANCE, games: 60, seed: 7 };
    const { create, log } = fakeWorkers();
    const progress: [number, number][] = [];
    const outcome = await playBalance(
      bundle,
      settings,
      (done, total) => progress.push([done, total]),
      new AbortController().signal,
      3,
      create,
    );
    expect(outcome.kind).toBe('made');
    if (outcome.kind !== 'made') return;
    expect(log).toEqual({ started: 2, terminated: 2 });
    expect(progress.at(-1)).toEqual([60, 60]);

    const out = join(tmp, 'cli');
    await simulate({
      players: settings.players,
      games: settings.games,
      bots: settings.bots,
      seed: settings.seed,
      workers: 2,
      json: true,
      a: { deck: loaded.deck, place: loaded.dir },
      out,
      outputRoot: join(tmp, 'output'),
      noCache: true,
      join,
      stderr: { write: () => true },
    });
    const theirs = readFileSync(join(out, 'report.json'), 'utf8');
    const view = balanceView(
      { settings, running: null, result: { version: 1, report: outcome.report, seconds: 1 }, message: null },
      true,
      1,
    );
    expect(view.findings!.json).toBe(theirs);
    expect(view.findings!.seats).toHaveLength(4);
    expect(view.findings!.icons).toHaveLength(loaded.deck.icons.length);
    expect(view.findings!.answers.map((a) => a.question)[0]).toBe('Does a seat win more often than its fair share?');
  });

  test.each([
    [{ players: 9 }, /^Players: .* plays 2 to 6 players, not 9$/],
    [{ bots: 'clever' }, /^Bots: unknown bot "clever"/],
    [{ games: 0 }, /^Games: expected a whole number from 1/],
  ])('settings %j are refused in the panel’s words, and no thread starts', async (settings, message) => {
    const { create, log } = fakeWorkers();
    const outcome = await playBalance(
      bundle,
      { ...DEFAULT_BALANCE, ...settings },
      () => {},
      new AbortController().signal,
      2,
      create,
    );
    expect(outcome.kind).toBe('refused');
    expect(outcome.kind === 'refused' && outcome.text).toMatch(message);
    expect(log.started).toBe(0);
  });

  test('a cancel stops the threads and says so', async () => {
    const { create, log } = fakeWorkers();
    const controller = new AbortController();
    const outcome = await playBalance(bundle, DEFAULT_BALANCE, () => controller.abort(), controller.signal, 2, create);
    expect(outcome).toEqual({ kind: 'cancelled' });
    expect(log.terminated).toBe(log.started);
  });
});

describe("the balance panel's rules", () => {
  const doc = { deck: { id: 'x', icons: [], colours: [] }, files: {} };
  const run = (events: StudioEvent[]) => events.reduce(studioReducer, initialState(doc, 'test'));
  const spec = balanceSpec(loaded.deck, 'classic', { ...DEFAULT_BALANCE, games: 2, workers: 1 });
  let report: BalanceReport;
  beforeAll(async () => {
    report = balanceReport(spec, (await playRuns([spec], 2, 1))[0]!);
  });

  test('a run shows its progress, locks the settings and offers to cancel', () => {
    const state = run([
      { type: 'balance-set', settings: { games: 200 } },
      { type: 'balance-start', version: 1, total: 200 },
      { type: 'balance-progress', done: 50, total: 200 },
      { type: 'balance-set', settings: { games: 10 } },
    ]);
    const view = balanceView(state.balance, true, state.version);
    expect(view).toMatchObject({
      locked: true,
      running: true,
      canRun: true,
      button: 'Cancel balance games',
      progress: { done: 50, total: 200 },
      settings: { games: 200 },
    });
    expect(view.status).toBe('Playing 50 of 200 games with the code of jibe simulate…');
  });

  test.each([
    ['cancelled', { type: 'balance-cancelled' }, 'Balance games cancelled.', 'info'],
    ['refused', { type: 'balance-failed', text: 'Players: no' }, 'Players: no', 'error'],
  ] as const)('a run %s says so and unlocks the settings', (_, end, status, tone) => {
    const state = run([{ type: 'balance-start', version: 1, total: 10 }, end]);
    expect(balanceView(state.balance, true, state.version)).toMatchObject({
      locked: false,
      button: 'Play balance games',
      status,
      tone,
      progress: null,
    });
  });

  test('games need a deck drawn without problems', () => {
    const view = balanceView(run([]).balance, false, 1);
    expect(view.canRun).toBe(false);
    expect(view.status).toBe('Balance games are played once the cards are drawn without problems.');
  });

  test('a report is of the edit it was played on: an edit during the run or after it makes it stale', () => {
    const played = run([
      { type: 'balance-start', version: 1, total: 2 },
      { type: 'set', path: ['name'], value: 'Y' },
      { type: 'balance-done', report, seconds: 2 },
    ]);
    expect(played.balance.result).toMatchObject({ version: 1, seconds: 2 });
    const view = balanceView(played.balance, true, played.version);
    expect(view.findings).toMatchObject({ stale: true, fileName: 'classic-balance-report.json' });
    expect(view.findings!.title).toBe('Jibe: 2 games of 4 rounds, 4 players, greedy, seed 1 (2.0 s)');
    const again = run([
      { type: 'balance-start', version: 1, total: 2 },
      { type: 'balance-done', report, seconds: 2 },
    ]);
    expect(balanceView(again.balance, true, again.version).findings!.stale).toBe(false);
  });
});

test("an icon's lift is signed, and one that rounds to nothing has no sign", () => {
  expect(signedPoints(3.46)).toBe('+3.5');
  expect(signedPoints(-2)).toBe('−2.0');
  expect(signedPoints(-0.04)).toBe('0.0');
  expect(signedPoints(0.04)).toBe('0.0');
});
