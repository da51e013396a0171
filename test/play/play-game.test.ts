// The Play page's pure parts: a game as its actions (replayed by the engine, every state kept), the
// bots' choices (the same after a reload), the record (`jibe replay` deals and scores it the same),
// a saved game refused with a message naming what is wrong, and the deck link (the lessons: lessons.test.ts).

import { describe, expect, it } from 'vitest';
import { compileRules, computeStandings, parseRecord, replayRecord, type BotName } from '../../engine/index.ts';
import { safeFacesBase } from '../../site/src/table/deck-link.ts';
import {
  botAction,
  botRng,
  checkSavedPlay,
  finishedRounds,
  newPlay,
  nextOf,
  nowOf,
  playAction,
  type PlayedGame,
  recordOf,
  replayPlay,
  type SavedPlay,
  undoLastTurn,
} from '../../site/src/play/play-game.ts';
import { botSeatNames, checkChoice } from '../../site/src/play/ui/setup-screen.ts';
import { deck } from '../score/play.ts';

const rules = compileRules(deck);
/** A generator of numbers in [0, 1) from a seed, for the set-up's shuffles. */
const seeded = (seed: number) => () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};

function started(bots: BotName[], rounds = 1, seed = 5): PlayedGame {
  const saved = newPlay(
    deck,
    {
      seats: [{ name: 'Ana', bot: null }, ...bots.map((bot, i) => ({ name: `Bot ${i + 1}`, bot }))],
      rounds,
      teaching: true,
    },
    'game-1',
    1000,
    seeded(seed),
  );
  const played = replayPlay(rules, saved);
  if (!played.ok) throw new Error(played.error);
  return played.value;
}

/** Plays a game to its end: the bots by their choice, the person as a greedy bot would. */
function playOut(g: PlayedGame): PlayedGame {
  for (let n = 0; n < 5000; n++) {
    const next = nextOf(g);
    if (next.kind === 'over') return g;
    const action =
      next.kind === 'start-round'
        ? { type: 'start-round' as const, start: next.start }
        : botAction(nowOf(g), next.kind === 'bot' ? next.bot : 'greedy', botRng(g.saved));
    const step = playAction(g, action, 2000 + n);
    if (!step.ok) throw new Error(step.error.message);
    g = step.value;
  }
  throw new Error('the game did not end');
}

describe('a game of the Play page', () => {
  it('is its actions: replayed, every state is the one it was played through', () => {
    const g = playOut(started(['greedy', 'random'], 2));
    const again = replayPlay(rules, g.saved);
    if (!again.ok) throw new Error(again.error);
    expect(again.value.states.length).toBe(g.states.length);
    expect(nowOf(again.value).results).toEqual(nowOf(g).results);
    expect(finishedRounds(again.value)).toHaveLength(2);
  });

  it('gives each bot the same choice after a reload: its generator comes from the game, not the page', () => {
    const g = playOut(started(['random']));
    const replayed = replayPlay(rules, g.saved);
    if (!replayed.ok) throw new Error(replayed.error);
    for (let i = 1; i < g.states.length; i++) {
      const state = g.states[i - 1]!;
      const seat = state.round?.seat;
      if (state.round === null || state.round.over !== null || g.saved.seats[seat!]!.bot === null) continue;
      const saved = { ...g.saved, actions: g.saved.actions.slice(0, i - 1) };
      expect(botAction(state, g.saved.seats[seat!]!.bot!, botRng(saved))).toEqual(g.saved.actions[i - 1]);
    }
  });

  it.each(['random', 'greedy', 'careful', 'joker'] as const)(
    'against the %s bot exports a record that jibe replay deals and scores the same',
    (bot) => {
      const g = playOut(started([bot], 2, 11));
      const parsed = parseRecord(JSON.parse(JSON.stringify(recordOf(g))));
      if (!parsed.ok) throw new Error('the record parses');
      const replayed = replayRecord(deck, parsed.value);
      if (!replayed.ok) throw new Error(replayed.error.message);
      const { totals } = computeStandings(nowOf(g).players, nowOf(g).results, rules.options.scoring);
      expect(replayed.value.result.totals.map((t) => t.score)).toEqual(totals.map((t) => t.score));
    },
  );

  it('holds no round in play in its record, and none at all before a round is over', () => {
    const g = started(['greedy']);
    expect(recordOf(g)).toBeNull();
    const first = playAction(g, { type: 'start-round', start: g.saved.starts[0]! }, 1);
    expect(first.ok && recordOf(first.value)).toBeNull();
  });
});

describe('a saved game that does not read is refused, naming what is wrong', () => {
  const good = playOut(started(['greedy'])).saved;
  const cases: [string, (s: Record<string, unknown>) => unknown, RegExp][] = [
    ['not an object', () => 42, /not a saved game/],
    ['a newer format', (s) => ({ ...s, format: 9 }), /newer version/],
    ['no seats', (s) => ({ ...s, seats: [] }), /seats/],
    [
      'seven seats',
      (s) => ({ ...s, seats: Array.from({ length: 7 }, (_, i) => ({ name: `P${i}`, bot: null })) }),
      /seats/,
    ],
    [
      'an unknown bot',
      (s) => ({
        ...s,
        seats: [
          { name: 'A', bot: null },
          { name: 'B', bot: 'cheater' },
        ],
      }),
      /bot/,
    ],
    [
      'no person at all',
      (s) => ({
        ...s,
        seats: [
          { name: 'A', bot: 'greedy' },
          { name: 'B', bot: 'random' },
        ],
      }),
      /person/,
    ],
    [
      'a name with a control character',
      (s) => ({
        ...s,
        seats: [
          { name: 'A\u0007', bot: null },
          { name: 'B', bot: 'greedy' },
        ],
      }),
      /seats\[0\]/,
    ],
    ['a broken action', (s) => ({ ...s, actions: [{ type: 'place' }] }), /actions\[0\]/],
    ['an end-round (the engine ends rounds here)', (s) => ({ ...s, actions: [{ type: 'end-round' }] }), /actions\[0\]/],
    ['too few starts', (s) => ({ ...s, starts: [] }), /starts/],
  ];
  it.each(cases)('%s', (_, tamper, message) => {
    const checked = checkSavedPlay(tamper(structuredClone(good) as unknown as Record<string, unknown>));
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.error).toMatch(message);
  });

  it('a play changed by hand no longer replays: the action and the rule are named', () => {
    const tampered: SavedPlay = structuredClone(good);
    const i = tampered.actions.findIndex((a) => a.type === 'place');
    const a = tampered.actions[i]!;
    if (a.type === 'place')
      tampered.actions[i] = { type: 'place', placement: { ...a.placement, q: a.placement.q + 40 } };
    const replayed = replayPlay(rules, tampered);
    expect(!replayed.ok && replayed.error).toMatch(new RegExp(`^action ${i + 1} \\(place\\) does not fit the game`));
  });

  it('an endless list of actions is refused before any replay', () => {
    const endless = { ...good, actions: Array.from({ length: 100_000 }, () => ({ type: 'pass' as const })) };
    const replayed = replayPlay(rules, endless);
    expect(!replayed.ok && replayed.error).toMatch(/100000 actions; a game of this deck has at most/);
  });
});

describe('the setup', () => {
  it('names bots with a name of their kind, numbered when two share one, never an icon of the deck', () => {
    expect(botSeatNames(['greedy', 'joker', 'greedy'])).toEqual(['Magpie 1', 'Fox', 'Magpie 2']);
    const icons = deck.icons.map((i) => i.name);
    for (const bots of [
      ['joker', 'search'],
      ['random', 'careful', 'greedy'],
    ] as BotName[][])
      for (const name of botSeatNames(bots, icons))
        expect(icons.map((i) => i.toLowerCase())).not.toContain(name.toLowerCase());
    // A deck with an icon of a bot's name (or a person of that name): that bot sits as "Bot N".
    expect(botSeatNames(['greedy', 'joker'], ['Fox', 'Ana'])).toEqual(['Magpie', 'Bot 2']);
  });

  it.each([
    [[{ name: 'Ana', bot: null }], 1, /2 to 6 players/],
    [
      [
        { name: 'Ana', bot: null },
        { name: 'Ana', bot: 'greedy' },
      ],
      1,
      /same name/,
    ],
    [
      [
        { name: 'A', bot: 'greedy' },
        { name: 'B', bot: 'random' },
      ],
      1,
      /somebody has to play/,
    ],
    [
      [
        { name: 'Ana', bot: null },
        { name: 'B', bot: 'greedy' },
      ],
      15,
      /1 to 14 rounds/,
    ],
  ] as const)('refuses %j with %i rounds', (seats, rounds, problem) => {
    expect(checkChoice(deck, { seats: seats.map((s) => ({ ...s })), rounds, teaching: false }).join('; ')).toMatch(
      problem,
    );
  });
});

describe('a deck link', () => {
  it.each([
    ['/card/', '/card/'],
    ['/jibe/cards/', '/jibe/cards/'],
    ['//evil.example/', null],
    ['https://evil.example/', null],
    ['/a/../b/', null],
    ['/card', null],
    ['javascript:alert(1)/', null],
    [null, null],
  ])('takes the faces folder %s only when it is a folder of this site', (value, expected) => {
    expect(safeFacesBase(value)).toBe(expected);
  });
});

describe('undo against the bots', () => {
  /** The game after `turns` of the person's turns (played as greedy would), and the bots' after each. */
  function atTurn(turns: number): PlayedGame {
    let g = started(['greedy', 'joker']);
    let mine = 0;
    for (let n = 0; n < 500; n++) {
      const next = nextOf(g);
      if (next.kind === 'person' && !next.bonus && mine++ === turns) return g;
      const action =
        next.kind === 'start-round'
          ? { type: 'start-round' as const, start: next.start }
          : botAction(nowOf(g), next.kind === 'bot' ? next.bot : 'greedy', botRng(g.saved));
      const step = playAction(g, action, 2000 + n);
      if (!step.ok) throw new Error(step.error.message);
      g = step.value;
    }
    throw new Error('the game ended first');
  }

  it('takes back the person’s last turn (a core with its bonus, whole) and the bots’ turns after it', () => {
    let bonuses = 0;
    for (let turns = 1; turns <= 10; turns++) {
      const before = atTurn(turns - 1);
      const now = atTurn(turns);
      const person = (i: number) => now.saved.seats[now.states[i]!.round!.seat]!.bot === null;
      for (let i = before.saved.actions.length; i < now.saved.actions.length; i++)
        if (person(i) && now.states[i]!.round!.bonusAt >= 0) bonuses++;
      const back = undoLastTurn(now, 5000);
      expect(back?.saved.actions).toEqual(before.saved.actions);
      expect(back?.states.length).toBe(before.states.length);
      expect(nextOf(back!)).toEqual(nextOf(before));
      // What is saved replays to the same game.
      const replayed = replayPlay(rules, back!.saved);
      expect(replayed.ok && nowOf(replayed.value).round!.points).toEqual(nowOf(before).round!.points);
    }
    expect(bonuses, 'a turn of a core and its bonus among those taken back').toBeGreaterThan(0);
  });

  it('has nothing to take back before the person’s first turn, nor among people passing one phone', () => {
    expect(undoLastTurn(atTurn(0), 5000)).toBeNull();
    const saved = newPlay(
      deck,
      {
        seats: [
          { name: 'Ana', bot: null },
          { name: 'Ben', bot: null },
        ],
        rounds: 1,
        teaching: false,
      },
      'people',
      1000,
      seeded(9),
    );
    const played = replayPlay(rules, saved);
    if (!played.ok) throw new Error(played.error);
    const step = playAction(played.value, { type: 'start-round', start: saved.starts[0]! }, 1001);
    if (!step.ok) throw new Error(step.error.message);
    const moved = playAction(step.value, { type: 'pass' }, 1002);
    if (!moved.ok) throw new Error(moved.error.message);
    expect(undoLastTurn(moved.value, 5000)).toBeNull();
  });
});
