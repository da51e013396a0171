// The worked examples: every stated number is the engine's own check of the position, and each
// example plays its role on every deck (classic, the 2018 edition, a fixture with other values).

import { describe, expect, test } from 'vitest';
import { checkPosition, compileRules, type Placement } from '../../engine/index.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import { describeMatches } from '../../draw/rulebook/example-view.ts';
import { buildExamples } from '../../draw/rulebook/examples.ts';
import { buildRulebookModel } from '../../draw/rulebook/view-model.ts';

const DECKS = [
  'decks/classic',
  'decks/edition-2018',
  'test/fixtures/rulebook-deck',
  'test/fixtures/rulebook-no-wild-cores',
  'test/fixtures/rulebook-flat',
  'test/fixtures/five-colours',
];

describe.each(DECKS)('worked examples of %s', (dir) => {
  const deck = loadDeck(dir).deck;
  const rules = compileRules(deck);
  const model = buildRulebookModel(deck);

  test('each play scores what `jibe check` says for the same position', () => {
    for (const example of model.positions) {
      const table: Placement[] = [...example.table];
      for (const play of example.plays) {
        const checked = checkPosition(rules, { table, place: play.place });
        if (!checked.ok) throw new Error(`${example.id}: table does not build`);
        expect(play.result, example.id).toEqual(checked.value);
        if (play.result.legal) table.push(play.place);
      }
    }
  });

  test("the stated sums add up to the engine's points", () => {
    for (const view of Object.values(model.examples).filter((v) => v !== null))
      for (const play of view.plays.filter((p) => p.legal)) {
        const [terms, total] = play.sum.split(' = ');
        const added = terms!.split(' + ').reduce((s, t) => s + Number(t), 0);
        expect(Number(total ?? terms), view.id).toBe(play.points);
        expect(added, view.id).toBe(play.points);
        // The contacts marked as scoring are exactly the neighbours whose value the engine added.
        expect(
          play.value + play.contacts.filter((c) => c.scores).reduce((s, c) => s + c.neighbourValue, 0),
          view.id,
        ).toBe(play.points);
      }
  });

  test('each example shows what its name says', () => {
    const byId = Object.fromEntries(model.positions.map((p) => [p.id, p]));
    const kinds = (id: string, i = 0) =>
      Object.values(model.examples)
        .find((v) => v?.id === id)!
        .plays[i]!.contacts.map((c) => c.kind);
    const result = (id: string, i = 0) => byId[id]!.plays[i]!.result;
    const matches = (id: string) => {
      const r = result(id);
      return r.legal ? r.matches : null;
    };
    expect(result('icon-match')).toMatchObject({
      legal: true,
      matches: [{ card: byId['icon-match']!.table[0]!.card }],
    });
    expect(kinds('icon-match')).toEqual(['icon']);
    expect(result('colour-clash')).toMatchObject({ legal: false, reason: { code: 'colour-clash' } });
    expect(byId['colour-clash']!.plays[0]!.place.card).toBe(byId['icon-match']!.plays[0]!.place.card);
    expect(result('colour-only')).toMatchObject({ legal: true, matches: [] });
    expect(kinds('colour-only')).toEqual(['colour']);
    expect(matches('two-neighbours')).toHaveLength(2);
    if (deck.wildCores > 0) {
      const hole = byId['wild-hole']!;
      expect(hole.table).toHaveLength(6);
      expect(hole.plays[0]!.place.card.startsWith(`core-${deck.wild}`)).toBe(true);
      expect(matches('wild-hole')).toHaveLength(6);
      expect(byId['wild-side']).toBeUndefined();
    } else {
      // No wild core: the hole cannot be shown, a wild side of a pair card is shown instead.
      expect(byId['wild-hole']).toBeUndefined();
      expect(model.examples.wildHole).toBeNull();
      expect(kinds('wild-side')).toEqual(['wild']);
      expect(matches('wild-side')).toHaveLength(1);
    }
    // The note names what the engine found: icon and wild matches counted apart.
    const two = model.examples.twoNeighbours!.play;
    const count = (kind: string) => two.contacts.filter((c) => c.kind === kind).length;
    expect(two.matchText).toBe(describeMatches(two.contacts));
    expect(count('icon') + count('wild')).toBe(2);
    const [core, bonus] = byId['core-bonus']!.plays;
    expect(core!.place.card.startsWith('core-')).toBe(true);
    expect(bonus!.result.legal && bonus!.result.matches.map((m) => m.card)).toContain(core!.place.card);
  });

  test('every example is the same on every run', () => {
    expect(buildExamples(rules)).toEqual(model.positions);
  });
});

test('classic: the known answers of docs/rules.md §9', () => {
  const model = buildRulebookModel(loadDeck('decks/classic').deck);
  expect(model.examples.iconMatch!.play).toMatchObject({ card: 'Key/Fire', points: 145, sum: '95 + 50 = 145' });
  expect(model.examples.colourClash!.play).toMatchObject({
    legal: false,
    contacts: [{ mine: 'Key', theirs: 'Fire', kind: 'clash' }],
  });
});

test.each([
  [['icon', 'icon'], 'Two icon matches'],
  [['icon', 'wild'], 'An icon match and a wild match'],
  [['wild', 'colour', 'wild'], 'Two wild matches'],
  [['wild'], 'A wild match'],
  [['colour'], 'No match'],
  [['icon', 'icon', 'icon', 'wild', 'wild', 'wild'], 'Three icon matches and three wild matches'],
] as const)('describeMatches(%j) is %j', (kinds, text) => {
  expect(describeMatches(kinds.map((kind) => ({ kind })))).toBe(text);
});
