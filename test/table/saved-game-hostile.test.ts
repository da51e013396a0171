import { describe, expect, it } from 'vitest';
import { MAX_CARDS, RECORD_FORMAT } from '../../engine/index.ts';
import { checkSavedGame, formatSavedGame, parseSavedGame } from '../../site/src/table/saved-game.ts';
import { runCli } from '../support/run-cli.ts';
import { startSession } from '../score/play.ts';

/** A stored game just started, as the scorekeeper writes it, with one change applied. */
function variant(change: (game: any) => void): unknown {
  const game = structuredClone(startSession(['Ana', 'Ben'], 2, ['core-fire', 'core-key']).saved) as any;
  change(game);
  return game;
}

function problem(change: (game: any) => void): string {
  const checked = checkSavedGame(variant(change));
  return checked.ok ? 'valid' : checked.error.message;
}

// Issue 16, items 2 and 3: an empty action list and numbers no deck could carry.
describe('a hostile saved game is refused with the reason', () => {
  it('accepts the game the scorekeeper writes', () => {
    expect(problem(() => {})).toBe('valid');
    expect(parseSavedGame(formatSavedGame(variant(() => {}) as never)).ok).toBe(true);
  });

  it.each([
    [
      'an empty action list',
      (g: any) => {
        g.actions = [];
        g.cursor = 0;
      },
      /actions is empty/,
    ],
    [
      'handSize 1e15',
      (g: any) => (g.options.handSize = 1e15),
      /^options\.handSize: expected a number ≤ 100, got 1000000000000000$/,
    ],
    [
      'a decimal handSize',
      (g: any) => (g.options.handSize = 2.5),
      /^options\.handSize: expected a whole number, got 2\.5$/,
    ],
    [
      'wildPenalty 3e9',
      (g: any) => (g.options.wildPenalty = 3e9),
      /^options\.wildPenalty: expected a number ≤ 1000000/,
    ],
    [
      'a decimal wildPenalty',
      (g: any) => (g.options.wildPenalty = 0.1),
      /^options\.wildPenalty: expected a whole number/,
    ],
    [
      'players.max 1,000',
      (g: any) => (g.options.players.max = 1000),
      /^options\.players\.max: expected a number ≤ 100/,
    ],
    [
      'players.min above max',
      (g: any) => (g.options.players = { min: 5, max: 3 }),
      /^options\.players: min \(5\) is more than max \(3\)$/,
    ],
    ['a layout left out', (g: any) => delete g.options.layout, /^options\.layout: expected a value, got nothing$/],
    ['an unknown option', (g: any) => (g.options.colour = 1), /^options: unknown field "colour"/],
    ['no options at all', (g: any) => delete g.options, /^options: expected an object, got nothing$/],
    [
      '1,000 players for a 2–6 player deck',
      (g: any) => (g.players = Array.from({ length: 1000 }, (_, i) => `P${i}`)),
      /1000 players; this game's rules allow 2 to 6/,
    ],
    [
      'a deal no deck can make',
      (g: any) => {
        // More cards in the hands than the largest deck the deck file allows has.
        g.options.players.max = 7;
        g.players = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
        g.options.handSize = Math.ceil(MAX_CARDS / 7);
      },
      new RegExp(`7 players × ${Math.ceil(MAX_CARDS / 7)} cards cannot be dealt`),
    ],
    ['a player name of 100,000 characters', (g: any) => (g.players[0] = 'A'.repeat(100_000)), /longer than 40/],
    ['an escape sequence in a player name', (g: any) => (g.players[1] = 'Ben\u001b[2J'), /control/],
    ['a right-to-left override in a player name', (g: any) => (g.players[1] = '\u202eBen'), /bidirectional/],
    ['an empty player name', (g: any) => (g.players[1] = ''), /no name/],
  ])('%s', (_, change, reason) => {
    expect(problem(change)).toMatch(reason);
  });
});

// One mistake, one wording: the saved game's rule options are checked by the deck file's schema,
// so a bad option reads the same in the scorekeeper as from `jibe replay` of a game record.
describe('a bad rule option reads as the command line says it of a game record', () => {
  const record = (options: unknown): string =>
    JSON.stringify({
      format: RECORD_FORMAT,
      players: ['Ana', 'Ben'],
      options,
      rounds: [{ start: 'core-fire', hands: [[], []], turns: [] }],
    });

  it.each([
    ['layout', 'diagonal'],
    ['wildScope', 'everything'],
    ['scoring', 'most'],
    ['handSize', 0],
  ])('options.%s = %j', async (field, value) => {
    const saved = problem((g) => (g.options[field] = value));
    expect(saved).toMatch(new RegExp(`^options\\.${field}: expected `));
    const run = await runCli(['replay', '-'], record({ [field]: value }));
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`jibe: standard input: ${saved}\n`);
  });

  it('a bad layout names the layouts there are', () => {
    expect(problem((g) => (g.options.layout = 'diagonal'))).toBe(
      'options.layout: expected one of "halves", "alternating", got "diagonal"',
    );
  });
});

// The same for a placement: a saved game's actions are checked by the engine's schema, so a bad
// placement reads as a record's turn with the same mistake does from `jibe replay`.
describe('a bad action reads in the engine’s words, named by its place in the saved game', () => {
  const placeAt = (g: any, placement: unknown) => {
    g.actions.push({ type: 'place', placement });
    g.cursor = g.actions.length;
  };

  it.each([
    [
      'a rotation of 7',
      (g: any) => placeAt(g, { card: 'fire-key', q: 1, r: 0, rotation: 7 }),
      'actions[1].placement.rotation: expected a number ≤ 5, got 7',
    ],
    [
      'a cell between cells',
      (g: any) => placeAt(g, { card: 'fire-key', q: 0.5, r: 0, rotation: 0 }),
      'actions[1].placement.q: expected a whole number, got 0.5',
    ],
    [
      'an action of no known type',
      (g: any) => g.actions.push({ type: 'shuffle' }),
      'actions[1].type: expected one of "start-round", "place", "skip-bonus", "pass", "end-round", got "shuffle"',
    ],
    ['an action that is a number', (g: any) => g.actions.push(5), 'actions[1]: expected an object, got 5'],
    [
      'a start without its card',
      (g: any) => delete g.actions[0].start,
      'actions[0].start: expected a text (string), got nothing',
    ],
    [
      'end-round hands holding numbers',
      (g: any) => g.actions.push({ type: 'end-round', hands: [[1]] }),
      'actions[1].hands[0][0]: expected a text (string), got 1',
    ],
  ])('%s', (_, change, message) => {
    expect(problem(change)).toBe(message);
  });

  it('words a placement’s mistake as jibe replay words it in a record’s turn', async () => {
    const placement = { card: 'fire-key', q: 1, r: 0, rotation: 7 };
    const saved = problem((g) => placeAt(g, placement));
    const record = JSON.stringify({
      format: RECORD_FORMAT,
      players: ['Ana', 'Ben'],
      rounds: [{ start: 'core-fire', hands: [[], []], turns: [{ place: placement }] }],
    });
    const run = await runCli(['replay', '-'], record);
    expect(run.code).toBe(2);
    expect(saved.slice('actions[1].'.length)).toBe('placement.rotation: expected a number ≤ 5, got 7');
    expect(run.stderr).toContain('place.rotation: expected a number ≤ 5, got 7');
  });
});

// A list nested deeper than JSON.stringify can write (it throws RangeError) is named by its kind:
// the message that names it must not throw where the check itself would not.
describe('a value nested too deep to show', () => {
  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('in a saved game’s end-round hands is refused with its place, not thrown', () => {
    const game = variant((g) => g.actions.push({ type: 'end-round', hands: 'HOLE' }));
    const checked = parseSavedGame(JSON.stringify(game).replace('"HOLE"', deep(100_000)));
    expect(checked.ok ? 'valid' : checked.error.message).toBe(
      'actions[1].hands[0][0]: expected a text (string), got a list nested too deep to show',
    );
  });

  it('in a record’s hands is refused by jibe replay, whose reader bounds the nesting first, with exit code 2', async () => {
    const record = JSON.stringify({
      format: RECORD_FORMAT,
      players: ['Ana', 'Ben'],
      rounds: [{ start: 'core-fire', hands: 'HOLE', turns: [] }],
    }).replace('"HOLE"', deep(100_000));
    const run = await runCli(['replay', '-'], record);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^jibe: standard input: nests lists and objects more than \d+ deep\n$/);
  });
});
