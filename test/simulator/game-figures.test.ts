import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  applyAction,
  compileRules,
  createGame,
  type GameRecord,
  type GameState,
  type RoundState,
  type Rules,
} from '../../engine/index.ts';
import { aggregate } from '../../simulator/aggregate.ts';
import { exportGame } from '../../simulator/export-game.ts';
import { type PlayedGame, playedGameIcons, playedGameSpec, summarisePlayedGame } from '../../simulator/game-figures.ts';
import { setupFor, type RunSpec } from '../../simulator/play.ts';
import { playRuns } from '../../simulator/pool.ts';
import { rate } from '../../simulator/rates.ts';
import { simulate } from '../../simulator/run.ts';
import { type GameSummary, simulateGame } from '../../simulator/summary.ts';
import { emptyRunTally } from '../../simulator/tally.ts';
import { classicDeck, readDeck, readExample } from '../support/classic.ts';

/** The step the engine took, or the test fails with its refusal. */
function step(state: GameState, action: Action): GameState {
  const next = applyAction(state, action);
  if (!next.ok) throw new Error(`${action.type} refused: ${next.error.message}`);
  return next.value;
}

/**
 * Plays a game's rounds again action by action in dealt mode, as the site's Play page does, and
 * keeps each round's final state the moment the engine ends it (when `results` grows).
 */
function playDealt(
  rules: Rules,
  setup: { players: string[]; rounds: number; seed: number },
  rounds: readonly { start: string; order?: readonly string[]; turns: GameRecord['rounds'][number]['turns'] }[],
  options: { passOrder?: boolean } = {},
): { state: GameState; finals: RoundState[] } {
  const created = createGame(rules, { ...setup, mode: 'dealt' });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  let state = created.value;
  const finals: RoundState[] = [];
  const act = (action: Action): void => {
    const before = state.results.length;
    state = step(state, action);
    if (state.results.length > before) finals.push(state.round!);
  };
  for (const round of rounds) {
    act({ type: 'start-round', start: round.start, ...(options.passOrder ? { order: round.order } : {}) });
    for (const turn of round.turns) {
      if (turn.place === undefined) act({ type: 'pass' });
      else {
        act({ type: 'place', placement: turn.place });
        if (turn.bonus !== undefined) act({ type: 'place', placement: turn.bonus });
        else if (state.round!.bonusAt >= 0) act({ type: 'skip-bonus' });
      }
    }
  }
  return { state, finals };
}

/** A summary with the counts only the bots' searches give set to 0, as a played game has them. */
const unsearched = (g: GameSummary): GameSummary => ({
  ...g,
  rounds: g.rounds.map((r) => ({ ...r, legal: 0, decisions: 0, stuck: 0 })),
});

const NAMES = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];

const specs: [string, RunSpec][] = [
  ['classic, 4 greedy, the rulebook game', { deck: classicDeck, players: 4, bots: ['greedy'], rounds: 4, seed: 1 }],
  [
    'classic, mixed bots, 3 rounds',
    { deck: classicDeck, players: 3, bots: ['careful', 'random', 'joker'], rounds: 3, seed: 99 },
  ],
  [
    'options changed',
    {
      deck: {
        ...classicDeck,
        options: {
          ...classicDeck.options,
          wildScope: 'card',
          layout: 'alternating',
          coreBonus: false,
          scoring: 'rounds',
          wildPenalty: 50,
        },
      },
      players: 5,
      bots: ['greedy', 'random'],
      rounds: 2,
      seed: 3,
    },
  ],
  ['edition 2018', { deck: readDeck('edition-2018'), players: 6, bots: ['careful'], rounds: 2, seed: 8 }],
];

/** Game `index` of a run, played by the simulator and again action by action in dealt mode. */
function bothWays(spec: RunSpec, index: number) {
  const rules = compileRules(spec.deck);
  const setup = setupFor(spec, index);
  const tally = emptyRunTally(rules);
  const summary = simulateGame(rules, setup, index, tally);
  const record = exportGame(spec, index);
  const names = NAMES.slice(0, spec.players);
  const { state, finals } = playDealt(rules, { players: names, rounds: spec.rounds, seed: setup.seed }, record.rounds);
  // The same seed deals the same piles: the game replayed is the game the simulator played.
  expect(finals.map((r) => r.pile!.map((c) => rules.cards[c]!.id))).toEqual(record.rounds.map((r) => r.order));
  const played: PlayedGame = { seats: setup.bots, rounds: finals, results: state.results, seed: setup.seed, index };
  return { rules, setup, simulated: { summary, tally }, played };
}

describe("a played game's figures are the simulator's for the same game", () => {
  it.each(specs)('%s: the summary and the tally equal simulateGame’s, game by game', (_, spec) => {
    for (let i = 0; i < 9; i++) {
      const { rules, simulated, played } = bothWays(spec, i);
      const ours = summarisePlayedGame(rules, played);
      expect(ours.tally).toEqual(simulated.tally);
      expect(ours.summary).toEqual(unsearched(simulated.summary));
      // The bots' search counts are the one difference, and only where the simulator took them.
      expect(ours.summary.rounds.every((r) => r.legal === 0 && r.decisions === 0 && r.stuck === 0)).toBe(true);
    }
  });

  it.each(specs)('%s: the icon rows equal those of the report of a run of that one game', (_, spec) => {
    for (let i = 0; i < 9; i++) {
      const { simulated, played, rules } = bothWays(spec, i);
      const report = aggregate(spec, [simulated.summary], simulated.tally);
      expect(playedGameIcons(rules, played)).toEqual(report.icons);
    }
  });

  it('game 1 of a run played in worker threads gives the same icon rows as the game replayed', async () => {
    const spec = specs[1]![1];
    const [run] = await playRuns([spec], 1, 2);
    const { played, rules } = bothWays(spec, 0);
    expect(playedGameIcons(rules, played)).toEqual(aggregate(spec, run!.summaries, run!.tally).icons);
  });

  it('the icons of report.json written by `jibe simulate --games 1` are the played game’s, to the byte', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'jibe-game-figures-'));
    const seed = 21;
    await simulate({
      a: { deck: classicDeck, place: 'classic' },
      players: 3,
      games: 1,
      bots: 'greedy,careful,joker',
      rounds: 3,
      seed,
      workers: 1,
      json: false,
      noCache: true,
      outputRoot: join(tmp, 'output'),
      out: join(tmp, 'report'),
      join,
      stderr: { write: () => true },
    });
    const written = JSON.parse(readFileSync(join(tmp, 'report', 'report.json'), 'utf8'));
    const spec: RunSpec = { deck: classicDeck, players: 3, bots: ['greedy', 'careful', 'joker'], rounds: 3, seed };
    const { played, rules } = bothWays(spec, 0);
    const icons = playedGameIcons(rules, played);
    expect(JSON.stringify(icons)).toBe(JSON.stringify(written.icons));
  });
});

describe('a game with a person in it', () => {
  it('names the seat human, and its icon rows do not depend on who played', () => {
    const spec = specs[0]![1];
    const { rules, played, simulated } = bothWays(spec, 2);
    const withHuman: PlayedGame = { ...played, seats: ['human', ...played.seats.slice(1)] };
    const { summary, tally } = summarisePlayedGame(rules, withHuman);
    expect(summary.bots).toEqual(['human', 'greedy', 'greedy', 'greedy']);
    expect(tally).toEqual(simulated.tally);
    expect(playedGameIcons(rules, withHuman)).toEqual(playedGameIcons(rules, played));
    // The run the report is made from seats the bots alone: no seat a person played counts for a bot.
    expect(playedGameSpec(rules, withHuman).bots).toEqual(['greedy', 'greedy', 'greedy']);
    const report = aggregate(playedGameSpec(rules, withHuman), [summary], tally);
    expect(report.bots.map((b) => [b.bot, b.score.n])).toEqual([['greedy', 3]]);
  });

  it('finds the winners by seat, so a game of people with one name is still told apart', () => {
    const spec = specs[0]![1];
    const { rules, played } = bothWays(spec, 0);
    const all = summarisePlayedGame(rules, { ...played, seats: ['human', 'human', 'human', 'human'] });
    expect(all.summary.winners).toEqual(summarisePlayedGame(rules, played).summary.winners);
    expect(playedGameSpec(rules, { ...played, seats: ['human', 'human', 'human', 'human'] }).bots).toEqual([]);
    expect(playedGameIcons(rules, { ...played, seats: ['human', 'human', 'human', 'human'] })).toEqual(
      playedGameIcons(rules, played),
    );
  });

  it('summarises the rounds finished so far of a game left unfinished', () => {
    const spec = specs[0]![1];
    const { rules, played, simulated } = bothWays(spec, 1);
    const half = summarisePlayedGame(rules, {
      ...played,
      rounds: played.rounds.slice(0, 2),
      results: played.results.slice(0, 2),
    });
    expect(half.summary.rounds).toEqual(unsearched(simulated.summary).rounds.slice(0, 2));
  });

  it('refuses rounds that are not the finished, dealt rounds of its results', () => {
    const spec = specs[0]![1];
    const { rules, played } = bothWays(spec, 0);
    expect(() => summarisePlayedGame(rules, { ...played, results: played.results.slice(1) })).toThrow(/round results/);
    expect(() => summarisePlayedGame(rules, { ...played, rounds: played.rounds.slice().reverse() })).toThrow(
      /does not match/,
    );
    expect(() => summarisePlayedGame(rules, { ...played, seats: played.seats.slice(1) })).toThrow(/does not match/);
    const created = createGame(rules, { players: ['Ann', 'Bo'], rounds: 1, seed: 1, mode: 'open' });
    if (!created.ok) throw new Error('set-up refused');
    let open = step(created.value, { type: 'start-round', start: 'core-fire' });
    const going = open.round!;
    expect(() =>
      summarisePlayedGame(rules, { seats: ['human', 'greedy'], rounds: [going], results: [], seed: 1 }),
    ).toThrow(/round states/);
    open = step(open, { type: 'end-round', hands: [[], []] });
    expect(() =>
      summarisePlayedGame(rules, { seats: ['human', 'greedy'], rounds: [open.round!], results: open.results, seed: 1 }),
    ).toThrow(/dealt mode/);
  });
});

describe('known answers', () => {
  it.each([1, 2, 3])(
    'example game %i, played in dealt mode with its pile orders, gives the scores and winners its record expects',
    (n) => {
      const { record, expected } = readExample(`game-${n}.json`);
      const rules = compileRules(classicDeck, { ...classicDeck.options, ...record.options });
      const { state, finals } = playDealt(
        rules,
        { players: record.players, rounds: record.rounds.length, seed: 1 },
        record.rounds,
        { passOrder: true },
      );
      const seats = record.players.map(() => 'human' as const);
      const { summary } = summarisePlayedGame(rules, { seats, rounds: finals, results: state.results, seed: 1 });
      type Seat = { points: number; penalty: number; score: number };
      expect(summary.rounds.map((r) => [r.start, r.points, r.penalty, r.score])).toEqual(
        expected.rounds.map((r: { start: string; players: Seat[] }) => [
          r.start,
          r.players.map((p) => p.points),
          r.players.map((p) => p.penalty),
          r.players.map((p) => p.score),
        ]),
      );
      expect(summary.totals).toEqual(expected.totals.map((t: { score: number }) => t.score));
      expect(summary.winners.map((seat) => record.players[seat])).toEqual(expected.winners);
    },
  );

  // Two players, a hand of 5, Fire's core to start; the pile order is chosen so that the hands are:
  //   Ann: key-fire, core-joker-1, can-beakers, can-pencil, beakers-pencil (draws beakers-bulb, can-star)
  //   Bo:  can-bulb, can-note, beakers-note, pencil-note, bulb-note (draws pencil-bulb)
  // Ann lays key-fire east of the core, Fire to Fire: 95 + 50 = 145 (an icon match, Fire's).
  // Bo lays can-bulb west of the core, Can to Fire: red to red, no match: 15 (colour only).
  // Ann lays the Joker core north-west of Fire's core, beside it and can-bulb's Can side, and skips
  // the bonus: 0 + 50 + 15 = 65 (a wild core; matches Joker–Fire and Joker–Can). Then the round is called.
  // Left in hand: Ann 5 + 10 + 15 + 20 + 25 = 75, Bo 20 + 25 + 30 + 35 + 25 = 135.
  // Ann 210 − 75 = 135, Bo 15 − 135 = −120: Ann wins, and made two of the three plays.
  it('a hand-made round: every count and every icon row worked out by hand', () => {
    const rules = compileRules(classicDeck);
    const ann = ['key-fire', 'core-joker-1', 'can-beakers', 'can-pencil', 'beakers-pencil'];
    const bo = ['can-bulb', 'can-note', 'beakers-note', 'pencil-note', 'bulb-note'];
    const top = [...ann.flatMap((card, k) => [card, bo[k]!]), 'beakers-bulb', 'pencil-bulb', 'can-star'];
    const rest = rules.cards.map((c) => c.id).filter((id) => id !== 'core-fire' && !top.includes(id));
    const turns = [
      { place: { card: 'key-fire', q: 1, r: 0, rotation: 0 } },
      { place: { card: 'can-bulb', q: -1, r: 0, rotation: 0 } },
      { place: { card: 'core-joker-1', q: 0, r: -1, rotation: 0 } },
    ];
    const { state, finals } = playDealt(
      rules,
      { players: ['Ann', 'Bo'], rounds: 1, seed: 5 },
      [{ start: 'core-fire', order: [...top, ...rest], turns }],
      { passOrder: true },
    );
    expect(finals).toEqual([]);
    const called = step(state, { type: 'end-round' });
    const rounds = [called.round!];
    expect(rounds[0]!.plays.map((p) => p.points)).toEqual([145, 15, 65]);

    const game: PlayedGame = { seats: ['human', 'greedy'], rounds, results: called.results, seed: 5 };
    const { summary, tally } = summarisePlayedGame(rules, game);
    expect(summary).toEqual({
      index: 0,
      seed: 5,
      bots: ['human', 'greedy'],
      totals: [135, -120],
      winners: [0],
      leadChanges: 0,
      rounds: [
        {
          start: 'core-fire',
          firstSeat: 0,
          end: 'called',
          turns: 3,
          passes: 0,
          legal: 0,
          decisions: 0,
          stuck: 0,
          points: [210, 15],
          penalty: [75, 135],
          wildPenalty: [0, 0],
          score: [135, -120],
          cardsLeft: [5, 5],
          wildLeft: [0, 0],
          wildHeld: 1,
          handValue: [125, 125],
          handWild: [1, 0],
          handCores: [1, 0],
        },
      ],
    });
    const square = (...xs: number[]): number => xs.reduce((s, x) => s + x * x, 0);
    expect(tally.kinds).toEqual([
      { count: 1, points: 15, squares: square(15) },
      { count: 1, points: 145, squares: square(145) },
      { count: 1, points: 65, squares: square(65) },
    ]);

    const row = (
      id: string,
      name: string,
      colour: string,
      matches: number,
      points: number,
      plays: number,
      meanPoints: number,
      byWinner: number,
    ) => ({
      id,
      name,
      colour,
      wild: id === 'joker',
      matches,
      share: matches / 5,
      points,
      plays,
      meanPoints,
      byWinner: rate(byWinner, plays),
      // Two of the three plays were the winner's: the baseline of every lift.
      lift: plays === 0 ? 0 : byWinner / plays - 2 / 3,
    });
    expect(playedGameIcons(rules, game)).toEqual([
      row('can', 'Can', 'red', 1, 15, 1, 15, 0),
      row('joker', 'Joker', 'gold', 2, 65, 1, 65, 1),
      row('beakers', 'Beakers', 'green', 0, 0, 0, 0, 0),
      row('pencil', 'Pencil', 'blue', 0, 0, 0, 0, 0),
      row('bulb', 'Bulb', 'red', 0, 0, 1, 15, 0),
      row('note', 'Note', 'gold', 0, 0, 0, 0, 0),
      row('star', 'Star', 'green', 0, 0, 0, 0, 0),
      row('heart', 'Heart', 'blue', 0, 0, 0, 0, 0),
      row('plane', 'Plane', 'blue', 0, 0, 0, 0, 0),
      row('gear', 'Gear', 'green', 0, 0, 0, 0, 0),
      row('key', 'Key', 'gold', 0, 0, 1, 145, 1),
      row('fire', 'Fire', 'red', 2, 100, 1, 145, 1),
    ]);
  });
});

describe('the figures load in a page', () => {
  /** Every file game-figures.ts loads, following the imports that stay after the types are stripped. */
  function loaded(): { files: Set<string>; packages: Set<string> } {
    const root = resolve('.');
    const files = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string): void => {
      if (files.has(file)) return;
      files.add(file);
      const text = readFileSync(join(root, file), 'utf8')
        .replace(/^\s*\/\/.*$/gm, '')
        .replace(/\bimport type\b[^;]*;/g, '')
        .replace(/\bexport type\b[^;]*;/g, '');
      for (const [, spec] of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)) {
        if (!spec!.startsWith('.')) packages.add(spec!);
        else
          visit(
            relative(root, resolve(dirname(join(root, file)), spec!))
              .split('\\')
              .join('/'),
          );
      }
    };
    visit('simulator/game-figures.ts');
    return { files, packages };
  }

  it('imports no Node module, no zod, and none of the report files, charts or Markdown', () => {
    const { files, packages } = loaded();
    expect(files).toContain('simulator/aggregate.ts');
    expect([...packages]).toEqual([]);
    const simulatorFiles = [...files].filter((f) => f.startsWith('simulator/')).sort();
    expect(simulatorFiles).toEqual(
      [
        'simulator/aggregate.ts',
        'simulator/designer.ts',
        'simulator/format.ts',
        'simulator/game-figures.ts',
        'simulator/play.ts',
        'simulator/rates.ts',
        'simulator/stats.ts',
        'simulator/summary.ts',
        'simulator/tally.ts',
        'simulator/verdicts.ts',
      ].sort(),
    );
    expect([...files].filter((f) => !f.startsWith('simulator/') && !f.startsWith('engine/'))).toEqual([]);
    expect(files).not.toContain('engine/index.ts');
  });
});
