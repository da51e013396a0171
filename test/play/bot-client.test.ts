// The Play page never waits for ever on a bot: a move from the bots' thread is checked by the
// engine, and a thread that refuses, fails, sends nothing or does not answer by the deadline is
// answered by the greedy move made on the page, with a sentence that says so. The deadline is a
// promise the test resolves, so nothing here depends on a clock.

import { describe, expect, it } from 'vitest';
import { compileRules, type Action } from '../../engine/index.ts';
import { settleBotMove } from '../../site/src/play/bot-client.ts';
import {
  botAction,
  botRng,
  newPlay,
  nowOf,
  playAction,
  type PlayedGame,
  replayPlay,
} from '../../site/src/play/play-game.ts';
import { deck } from '../score/play.ts';

const rules = compileRules(deck);

/** A game of a person against a greedy bot, at the bot's first turn. */
function atBotTurn(): PlayedGame {
  let seed = 3;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const saved = newPlay(
    deck,
    {
      seats: [
        { name: 'Sage', bot: 'search' },
        { name: 'Ana', bot: null },
      ],
      rounds: 1,
      teaching: false,
    },
    'g',
    1000,
    random,
  );
  const played = replayPlay(rules, saved);
  if (!played.ok) throw new Error(played.error);
  const step = playAction(played.value, { type: 'start-round', start: saved.starts[0]! }, 1001);
  if (!step.ok) throw new Error(step.error.message);
  return step.value;
}

const never = new Promise<void>(() => undefined);

describe('a bot move from the thread', () => {
  const g = atBotTurn();
  const greedy = botAction(nowOf(g), 'greedy', botRng(g.saved));

  it('is played as sent when the engine accepts it', async () => {
    expect(await settleBotMove(g, 'Sage', Promise.resolve(greedy), never)).toEqual({ action: greedy, note: null });
  });

  it('refused by the engine: the greedy move instead, and the page says why', async () => {
    const wrong: Action = { type: 'place', placement: { card: 'key-fire', q: 9, r: 9, rotation: 0 } };
    const move = await settleBotMove(g, 'Sage', Promise.resolve(wrong), never);
    expect(move.action).toEqual(greedy);
    expect(move.note).toMatch(/^Sage chose a move the rules refuse \(.+\), so it made the greedy move\.$/);
  });

  it('never answered: at the deadline the greedy move, and the page says so', async () => {
    const due: (() => void)[] = [];
    const deadline = new Promise<void>((resolve) => due.push(resolve));
    const pending = settleBotMove(g, 'Sage', new Promise<Action>(() => undefined), deadline);
    due[0]!();
    expect(await pending).toEqual({
      action: greedy,
      note: 'Sage took too long to choose, so it made the greedy move.',
    });
  });

  it.each([
    ['a failed thread', () => Promise.reject(new Error('gone')), 'could not think (its thread failed)'],
    ['an empty answer', () => Promise.resolve(null), 'sent no move'],
  ])('%s: the greedy move', async (_, reply, why) => {
    expect(await settleBotMove(g, 'Sage', reply(), never)).toEqual({
      action: greedy,
      note: `Sage ${why}, so it made the greedy move.`,
    });
  });
});
