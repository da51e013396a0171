// The scorekeeper with a long game stored (issue 16): reading the list of games at start-up with a
// 20,000-action game in it (an older record: parse, check, replay; one saved with its summary:
// parse and check only), opening its session, building
// its history, and an undo or a new action at its end, which should cost what they cost in a short
// game. The game is made here by test/support/long-game.ts, never kept as a file.

import { describeProgress, readLibrary } from '../site/src/score/library.ts';
import { formatSavedGame, SAVE_FORMAT, type SavedGame } from '../site/src/table/saved-game.ts';
import { openSession, perform, undo } from '../site/src/score/session.ts';
import { computeHistory } from '../site/src/score/view.ts';
import { makeLongGame } from '../test/support/long-game.ts';
import type { BenchRow } from './run.ts';
import { microsPerCall, millis } from './timing.ts';

const RUNS = 5;
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median milliseconds of a job over RUNS runs, after one unmeasured run. */
async function medianMillis(job: () => unknown): Promise<number> {
  await millis(job);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await millis(job));
  return median(times);
}

export default async (): Promise<BenchRow[]> => {
  const long = makeLongGame(20_000);
  const saved: SavedGame = {
    format: SAVE_FORMAT,
    id: 'long',
    created: 0,
    updated: 0,
    deck: long.deck.id,
    options: long.options,
    players: long.players,
    rounds: long.rounds,
    starts: [],
    actions: long.actions,
    cursor: long.actions.length,
  };
  const text = formatSavedGame(saved);
  const opened = openSession(long.deck, saved);
  if (!opened.ok) throw new Error(opened.error.refusal.message);
  const s = opened.value;
  // As the page now stores it: with its summary, so listing it needs no replay.
  const withSummary = formatSavedGame({ ...saved, summary: describeProgress(s) });
  const size = `${long.actions.length} actions`;
  const aim = '< 500 ms';
  return [
    {
      name: `score: list of games at start-up, one game of ${size}`,
      // A new deck object each time, so the list's memory of games read is not used.
      value: await medianMillis(() => readLibrary({ ...long.deck }, [{ id: 'long', text }])),
      unit: 'ms',
      aim,
    },
    {
      name: `score: list of games at start-up, one game of ${size} saved with its summary`,
      value: await medianMillis(() => readLibrary({ ...long.deck }, [{ id: 'long', text: withSummary }])),
      unit: 'ms',
      aim,
    },
    {
      name: `score: open a session of ${size}`,
      value: await medianMillis(() => openSession(long.deck, saved)),
      unit: 'ms',
      aim,
    },
    { name: `score: history of ${size}`, value: await medianMillis(() => computeHistory(s)), unit: 'ms' },
    {
      name: `score: one undo, ten in a row from the end of ${size}`,
      value:
        microsPerCall(() => {
          let back = s;
          for (let i = 0; i < 10; i++) back = undo(back, 1);
        }) / 10,
      unit: 'µs',
      aim: '< 16.7 ms (a frame)',
    },
    {
      name: `score: record a pass after an undo, ${size}`,
      value: microsPerCall(() => void perform(undo(s, 1), { type: 'pass' }, 1)),
      unit: 'µs',
      aim: '< 16.7 ms (a frame)',
    },
  ];
};
