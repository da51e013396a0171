// The hand entry's rules without a browser: each tap's effect on its one state value
// (hands-state.ts), when the entry ends the round, what it says of a wrong count, and what the
// dialog shows: the seats' tabs, the summary, the cards listed, the faces (another seat's shown as theirs).

import { describe, expect, it } from 'vitest';
import { compileRules } from '../../engine/index.ts';
import {
  countProblem,
  endsEntry,
  type HandsEvent,
  type HandsState,
  handsView,
  isComplete,
  offeredTo,
  reduceHands,
  startHands,
} from '../../site/src/score/hands-state.ts';
import { deck } from './play.ts';

const rules = compileRules(deck);
/** Six cards off the table, A to F. */
const UNSEEN = rules.cards
  .map((c) => c.id)
  .filter((id) => !id.startsWith('core'))
  .slice(0, 6);
const [A, B, C, D, E, F] = UNSEEN as [string, string, string, string, string, string];
const PLAYERS = ['Ana', 'Ben', 'Cy'];

/** Feeds events to the state, one after another. */
const drive = (s: HandsState, ...events: HandsEvent[]): HandsState => events.reduce(reduceHands, s);
const toggle = (card: string): HandsEvent => ({ type: 'toggle', card });
const fresh = (sizes = [2, 1, 1]) => startHands(PLAYERS, sizes, UNSEEN, null);

describe('the entry opening', () => {
  it.each([
    ['the first seat with cards', [2, 1, 1], 0],
    ['past a seat that holds none', [0, 2, 1], 1],
    ['the first seat when nobody holds a card', [0, 0, 0], 0],
  ])('starts at %s', (_, sizes, seat) => {
    const s = fresh(sizes);
    expect([s.seat, s.hands, s.search, s.said.text]).toEqual([seat, [[], [], []], '', '']);
  });

  it('comes back to a draft kept through a reload, at its seat, its lists copied', () => {
    const draft = { seat: 1, hands: [[A, B], [], [C]] };
    const s = startHands(PLAYERS, [2, 1, 1], UNSEEN, draft);
    expect([s.seat, s.hands]).toEqual([1, [[A, B], [], [C]]]);
    expect(s.hands[0]).not.toBe(draft.hands[0]);
  });

  it('with every hand empty, it is complete at once', () => {
    expect([isComplete(fresh([0, 0, 0])), isComplete(fresh())]).toEqual([true, false]);
  });
});

describe('a tap on a face', () => {
  it('lists the card for the seat shown; the hand complete, the entry moves to the next hand to fill, its search cleared', () => {
    const one = drive(fresh(), { type: 'search', text: 'fire' }, toggle(A));
    expect([one.seat, one.hands[0], one.search]).toEqual([0, [A], 'fire']);
    const two = drive(one, toggle(B));
    expect([two.seat, two.hands[0], two.search]).toEqual([1, [A, B], '']);
  });

  it('skips a hand already complete when it moves on, and wraps round', () => {
    const s = drive(startHands(PLAYERS, [1, 1, 1], UNSEEN, { seat: 2, hands: [[], [B], []] }), toggle(C));
    expect(s.seat).toBe(0);
  });

  it('a second tap takes the card off the list, the seat kept', () => {
    const s = drive(fresh(), toggle(A), toggle(A));
    expect([s.seat, s.hands[0]]).toEqual([0, []]);
  });

  it("another seat's card cannot be taken: nothing changes", () => {
    const s = drive(fresh(), toggle(A), toggle(B), toggle(A));
    expect(reduceHands(s, toggle(A))).toBe(s);
  });

  it('a card more than the seat holds is listed, and the summary asks to take it off', () => {
    const s = drive(fresh(), toggle(A), toggle(B), { type: 'select', seat: 0 }, toggle(C));
    expect(s.hands[0]).toEqual([A, B, C]);
    expect(handsView(rules, s).summary).toMatch(/Take 1 off\.$/);
  });
});

describe('choosing a seat', () => {
  it('moves to it and clears the search; the same seat keeps it', () => {
    const typed = drive(fresh(), { type: 'search', text: 'key' });
    expect(drive(typed, { type: 'select', seat: 0 })).toBe(typed);
    expect(drive(typed, { type: 'select', seat: 2 })).toMatchObject({ seat: 2, search: '' });
  });
});

describe('cards read by Scan', () => {
  it('adds those off the table and listed for nobody, and moves on once the hand is complete', () => {
    const s = drive(fresh(), toggle(A), { type: 'add', seat: 0, cards: [A, 'core-fire', B, C] });
    expect([s.hands[0], s.seat]).toEqual([[A, B, C], 0]);
    const t = drive(fresh(), { type: 'add', seat: 0, cards: [A, B] });
    expect([t.hands[0], t.seat]).toEqual([[A, B], 1]);
  });

  it('are offered from the cards no other seat lists', () => {
    const s = drive(fresh(), toggle(A), toggle(B), toggle(C));
    expect(offeredTo(s, 1)).toEqual([C, D, E, F]);
    expect(offeredTo(s, 2)).toEqual([D, E, F]);
  });
});

describe('ending the round', () => {
  const full = drive(fresh(), toggle(A), toggle(B), toggle(C));
  const over = drive(full, { type: 'select', seat: 2 }, toggle(D), toggle(E));

  it.each<[string, HandsState, HandsEvent, boolean]>([
    ['the last card of the last hand tapped', full, toggle(D), true],
    ['a card tapped with a hand still short', fresh(), toggle(A), false],
    ['a card taken off an overfull hand, which makes it complete', over, toggle(E), false],
    ['Scan completing the hands', full, { type: 'add', seat: 2, cards: [D] }, true],
    ['Scan leaving a hand short', fresh(), { type: 'add', seat: 0, cards: [A] }, false],
    ['a seat chosen when the hands are complete', drive(full, toggle(D)), { type: 'select', seat: 0 }, false],
  ])('%s: ends the entry (%s)', (_, before, event, ends) => {
    expect(endsEntry(before, reduceHands(before, event), event)).toBe(ends);
  });

  it.each<[string, HandsState, string | null]>([
    ['a hand short of cards', fresh(), 'Ana holds 2 cards, but 0 are listed.'],
    ['one card listed of two', drive(fresh(), toggle(A)), 'Ana holds 2 cards, but 1 is listed.'],
    ['a hand of one', drive(fresh(), toggle(A), toggle(B)), 'Ben holds 1 card, but 0 are listed.'],
    ['every count right', drive(full, toggle(D)), null],
  ])('says what is wrong with %s', (_, s, problem) => {
    expect(countProblem(s)).toBe(problem);
  });

  it('each saying is a new value, even of the same words', () => {
    const once = drive(fresh(), { type: 'say', text: 'Refused.' });
    expect(drive(once, { type: 'say', text: 'Refused.' }).said).not.toBe(once.said);
  });
});

describe('what the dialog shows', () => {
  const s = drive(fresh(), toggle(A), toggle(B), toggle(C));
  const v = handsView(rules, s);
  const penalty = (id: string) => rules.penalty[rules.cardIndex.get(id)!]!;

  it('a tab a seat with its count, the seat shown pressed', () => {
    expect(v.tabs).toEqual([
      { label: 'Ana (2/2)', pressed: false },
      { label: 'Ben (1/1)', pressed: false },
      { label: 'Cy (0/1)', pressed: true },
    ]);
  });

  it.each([
    ['a hand to fill', s, `Cy holds 1 card; 0 listed: −0 points. Tap 1 more.`],
    [
      'a complete hand, with its penalty',
      drive(s, { type: 'select', seat: 0 }),
      `Ana holds 2 cards; 2 listed: −${penalty(A) + penalty(B)} points. Complete.`,
    ],
  ])('the summary of %s', (_, state, summary) => {
    expect(handsView(rules, state).summary).toBe(summary);
  });

  it("the seat's list by name, and every face off the table; another seat's card shown as theirs and not to tap", () => {
    const ana = handsView(rules, drive(s, { type: 'select', seat: 0 }));
    expect(ana.listed.map((l) => l.id)).toEqual([A, B]);
    expect(v.faces.map((f) => f.choice.id).sort()).toEqual([...UNSEEN].sort());
    const face = (id: string) => v.faces.find((f) => f.choice.id === id)!;
    expect(face(A)).toMatchObject({ name: 'Ana', disabled: true, pressed: false });
    expect(face(A).label).toMatch(/, listed for Ana$/);
    expect(face(D)).toMatchObject({ disabled: false, pressed: false, label: face(D).choice.name });
  });

  it('the search narrows the faces', () => {
    const name = v.faces[0]!.choice.name;
    const found = handsView(rules, drive(s, { type: 'search', text: name })).faces;
    expect(found.length).toBeLessThan(v.faces.length);
    expect(found.map((f) => f.choice.name)).toContain(name);
  });
});
