import { describe, expect, test } from 'vitest';
import { fc, test as prop } from '@fast-check/vitest';
import { NO_FILTER, describeFilterResult, matchesCardFilter, parseCardFilter } from '../../site/src/lib/card-filter.ts';

const fireKey = { icons: ['key', 'fire'], colours: ['gold', 'red'], value: 95 };
const coreCan = { icons: ['can'], colours: ['red'], value: 0 };

describe('matchesCardFilter', () => {
  test.each([
    ['no filter', NO_FILTER, true, true],
    ['icon fire', { ...NO_FILTER, icon: 'fire' }, true, false],
    ['colour red', { ...NO_FILTER, colour: 'red' }, true, true],
    ['colour gold', { ...NO_FILTER, colour: 'gold' }, true, false],
    ['value from 90', { ...NO_FILTER, min: 90 }, true, false],
    ['value up to 0', { ...NO_FILTER, max: 0 }, false, true],
    ['value 0 to 95, icon can', { icon: 'can', colour: '', min: 0, max: 95 }, false, true],
    ['empty range', { ...NO_FILTER, min: 50, max: 40 }, false, false],
  ])('%s', (_name, filter, fireKeyShown, coreCanShown) => {
    expect(matchesCardFilter(fireKey, filter)).toBe(fireKeyShown);
    expect(matchesCardFilter(coreCan, filter)).toBe(coreCanShown);
  });

  prop.prop([
    fc.array(fc.constantFrom('a', 'b', 'c'), { minLength: 1 }),
    fc.integer({ min: 0, max: 100 }),
    fc.integer({ min: 0, max: 100 }),
  ])('a value range keeps exactly the cards inside it', (icons, value, bound) => {
    const card = { icons, colours: ['x'], value };
    expect(matchesCardFilter(card, { ...NO_FILTER, min: bound })).toBe(value >= bound);
    expect(matchesCardFilter(card, { ...NO_FILTER, max: bound })).toBe(value <= bound);
  });
});

describe('parseCardFilter', () => {
  test.each([
    [{}, NO_FILTER],
    [
      { icon: 'fire', colour: '', min: '', max: '' },
      { icon: 'fire', colour: '', min: null, max: null },
    ],
    [
      { min: '15', max: '95' },
      { icon: '', colour: '', min: 15, max: 95 },
    ],
    [{ min: 'lots', max: null }, NO_FILTER],
  ])('%j', (fields, expected) => {
    expect(parseCardFilter(fields)).toEqual(expected);
  });
});

test('describeFilterResult', () => {
  expect(describeFilterResult(80, 80)).toBe('All 80 cards');
  expect(describeFilterResult(12, 80)).toBe('12 of 80 cards');
  expect(describeFilterResult(0, 80)).toBe('No card matches (of 80)');
});
