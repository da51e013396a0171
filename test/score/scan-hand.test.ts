// Scan at a round's end (site/src/score/scan/hand-scan.ts): the cards read in a spread hand are
// those this player can hold, counted against the hand's size; the others are named, never listed.

import { describe, expect, it } from 'vitest';
import { compileRules } from '../../engine/index.ts';
import { judgeHand } from '../../site/src/score/scan/hand-scan.ts';
import { cardName } from '../../site/src/table/card-name.ts';
import { deck } from './play.ts';

const rules = compileRules(deck);
const ids = rules.cards.map((c) => c.id);
/** Ana may hold any of the first 20 cards; the 21st is on the table; one is listed already. */
const host = (holds: number, listed: string[] = []) => ({
  player: 'Ana',
  holds,
  listed: () => listed,
  offered: () => ids.slice(0, 20),
});

describe('a hand spread on the table, as read', () => {
  it('lists the cards read that the player can hold, and counts what is left to find', () => {
    const judged = judgeHand(rules, new Set([ids[3]!, ids[5]!]), host(4, [ids[0]!]));
    expect(judged.state).toBe('found');
    expect(judged.fresh).toEqual([ids[3], ids[5]]);
    expect(judged.text).toContain('1 more to find of the 4 Ana holds');
  });

  it('a card already listed is not listed twice, and a whole hand says so', () => {
    const judged = judgeHand(rules, new Set([ids[0]!, ids[3]!]), host(2, [ids[0]!]));
    expect(judged.fresh).toEqual([ids[3]]);
    expect(judged.text).toContain('the whole hand');
  });

  it('a card on the table or in another hand is named and never listed', () => {
    const judged = judgeHand(rules, new Set([ids[3]!, ids[30]!]), host(3));
    expect(judged.fresh).toEqual([ids[3]]);
    expect(judged.text).toContain(
      `Not in this hand (on the table or listed for another player): ${cardName(rules, ids[30]!)}`,
    );
  });

  it('more cards than the hand holds: nothing is offered', () => {
    const judged = judgeHand(rules, new Set([ids[1]!, ids[2]!, ids[3]!]), host(2));
    expect(judged.state).toBe('disagree');
    expect(judged.text).toContain('1 more than the 2 Ana holds');
  });

  it('nothing of this hand read yet: still looking', () => {
    expect(judgeHand(rules, new Set(), host(2)).state).toBe('looking');
    expect(judgeHand(rules, new Set([ids[30]!]), host(2)).state).toBe('disagree');
  });
});
