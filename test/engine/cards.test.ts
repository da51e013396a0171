import { describe, expect, test } from 'vitest';
import { enumerateCards } from '../../engine/cards.ts';
import { classicDeck, readDeck } from '../support/classic.ts';

describe('enumerateCards (docs/rules.md §2)', () => {
  const cards = enumerateCards(classicDeck);
  const byId = new Map(cards.map((c) => [c.id, c]));

  test('80 cards: 66 pairs, 11 cores, 3 wild cores, ids unique', () => {
    expect(cards).toHaveLength(80);
    expect(cards.filter((c) => c.kind === 'pair')).toHaveLength(66);
    expect(cards.filter((c) => c.kind === 'core' && !c.id.startsWith('core-joker'))).toHaveLength(11);
    expect(cards.filter((c) => c.id.startsWith('core-joker-')).map((c) => c.id)).toEqual([
      'core-joker-1',
      'core-joker-2',
      'core-joker-3',
    ]);
    expect(new Set(cards.map((c) => c.id)).size).toBe(80);
  });

  test.each([
    ['can-joker', 'pair', 0, ['can', 'can', 'can', 'joker', 'joker', 'joker']],
    ['key-fire', 'pair', 95, ['key', 'key', 'key', 'fire', 'fire', 'fire']],
    ['can-bulb', 'pair', 15, ['can', 'can', 'can', 'bulb', 'bulb', 'bulb']],
    ['core-fire', 'core', 50, ['fire', 'fire', 'fire', 'fire', 'fire', 'fire']],
    ['core-joker-2', 'core', 0, ['joker', 'joker', 'joker', 'joker', 'joker', 'joker']],
  ])('%s is a %s worth %i with sides %j', (id, kind, value, sides) => {
    expect(byId.get(id)).toMatchObject({ kind, value, sides });
  });

  test('pair ids name the earlier icon first, in deck order', () => {
    expect(byId.has('fire-key')).toBe(false);
    expect(cards[0]!.id).toBe('can-joker');
    expect(cards[65]!.id).toBe('key-fire');
  });

  test('the alternating layout alternates the two sets', () => {
    const alt = enumerateCards(classicDeck, 'alternating');
    expect(alt.find((c) => c.id === 'key-fire')!.sides).toEqual(['key', 'fire', 'key', 'fire', 'key', 'fire']);
  });

  test('values follow the deck data: the 2018 edition', () => {
    const old = enumerateCards(readDeck('edition-2018'));
    expect(old.find((c) => c.id === 'key-fire')!.value).toBe(19);
    expect(Math.max(...old.map((c) => c.value))).toBe(19);
  });
});
