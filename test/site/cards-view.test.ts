import { describe, expect, test } from 'vitest';
import { buildCardGallery } from '../../site/src/lib/cards-view.ts';
import { classicDeck, readDeck } from '../support/classic.ts';

describe('buildCardGallery', () => {
  const gallery = buildCardGallery(classicDeck, '/jibe/', { width: 1732, height: 2000 });
  const byId = new Map(gallery.tiles.map((t) => [t.id, t]));

  test('every card of the deck, its picture under the base', () => {
    expect(gallery.tiles).toHaveLength(80);
    expect(byId.get('key-fire')?.image).toBe('/jibe/cards/key-fire.svg');
  });

  test.each([
    [
      'key-fire',
      'Pair card: Key (45) and Fire (50), value 95',
      'Key + Fire',
      'key fire',
      'gold red',
      'Key, Key, Key, Fire, Fire, Fire',
    ],
    ['core-fire', 'Core card: Fire (50), value 50', 'Fire core', 'fire', 'red', 'Fire, Fire, Fire, Fire, Fire, Fire'],
    [
      'core-joker-2',
      'Wild core card: Joker (0), value 0',
      'Joker core',
      'joker',
      'gold',
      'Joker, Joker, Joker, Joker, Joker, Joker',
    ],
    [
      'can-bulb',
      'Pair card: Can (0) and Bulb (15), value 15',
      'Can + Bulb',
      'can bulb',
      'red',
      'Can, Can, Can, Bulb, Bulb, Bulb',
    ],
  ])('%s: alternative text names its icons and value', (id, alt, title, icons, colours, sides) => {
    expect(byId.get(id)).toMatchObject({ alt, title, icons, colours, sides });
  });

  test('filter choices: every icon and colour, the distinct values in order', () => {
    expect(gallery.icons.map((c) => c.value)).toEqual(classicDeck.icons.map((i) => i.id));
    expect(gallery.icons[11]).toEqual({ value: 'fire', label: 'Fire (50)' });
    expect(gallery.colours.map((c) => c.label)).toEqual(['Red', 'Gold', 'Green', 'Blue']);
    expect(gallery.values[0]).toBe(0);
    expect(gallery.values.at(-1)).toBe(95);
    expect([...gallery.values].sort((a, b) => a - b)).toEqual(gallery.values);
  });

  test('the picture box keeps the card face proportions', () => {
    expect(gallery.aspect).toEqual({ width: 160, height: 185 });
  });

  test('a customised deck gets its own gallery', () => {
    const edition = readDeck('edition-2018');
    const tiles = buildCardGallery(edition, '/', { width: 2, height: 2 }).tiles;
    expect(tiles[0]?.image.startsWith('/cards/')).toBe(true);
    const [first, second] = edition.icons.map((i) => i.value).sort((a, b) => b - a);
    expect(Math.max(...tiles.map((t) => t.value))).toBe((first ?? 0) + (second ?? 0));
  });
});
