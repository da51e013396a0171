import { describe, expect, it } from 'vitest';
import { MAX_CARDS } from '../../engine/index.ts';
import { checkSavedGame, formatSavedGame, parseSavedGame } from '../../site/src/table/saved-game.ts';
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
      /options\.handSize must be a whole number from 1 to 100/,
    ],
    ['a decimal handSize', (g: any) => (g.options.handSize = 2.5), /options\.handSize/],
    ['wildPenalty 3e9', (g: any) => (g.options.wildPenalty = 3e9), /options\.wildPenalty must be a whole number/],
    ['a decimal wildPenalty', (g: any) => (g.options.wildPenalty = 0.1), /options\.wildPenalty/],
    ['players.max 1,000', (g: any) => (g.options.players.max = 1000), /options\.players must be whole numbers/],
    ['players.min above max', (g: any) => (g.options.players = { min: 5, max: 3 }), /min is more than max/],
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
