// The table in words: a card named with its value and the icon facing each way, an empty place
// with what touches it, and the arrow keys' choice of the next place.

import { describe, expect, it } from 'vitest';
import { compileRules } from '../../engine/index.ts';
import { cellToward, emptyCellWords, firstCell, placedCardWords } from '../../site/src/table/cell-words.ts';
import { deck } from '../score/play.ts';

const rules = compileRules(deck);

describe('the table in words', () => {
  it.each([
    [0, 'Key/Fire, 95 points: Key east, Key north-east, Key north-west, Fire west, Fire south-west, Fire south-east'],
    [3, 'Key/Fire, 95 points: Fire east, Fire north-east, Fire north-west, Key west, Key south-west, Key south-east'],
  ])('names a card turned %i with its value and the icon facing each way', (rotation, words) => {
    expect(placedCardWords(rules, 'key-fire', rotation)).toBe(words);
  });

  it('names an empty place by the icons that touch it and where they lie', () => {
    const table = new Map([
      ['0,0', { card: 'core-fire', rotation: 0 }],
      ['2,0', { card: 'key-fire', rotation: 0 }],
    ]);
    const at = (c: { q: number; r: number }) => table.get(`${c.q},${c.r}`);
    expect(emptyCellWords(rules, { q: 1, r: 0 }, at)).toBe(
      'empty place touching Fire of Key/Fire to the east, Fire of Fire core to the west',
    );
  });

  it.each([
    ['ArrowRight', { q: 1, r: 0 }],
    ['ArrowLeft', { q: -1, r: 0 }],
    // Up and down, two places are equally near: the first listed.
    ['ArrowUp', { q: 1, r: -1 }],
    ['ArrowDown', { q: -1, r: 1 }],
    ['Enter', null],
  ])('%s moves to the nearest place that way', (key, cell) => {
    const around = [
      { q: 1, r: 0 },
      { q: 1, r: -1 },
      { q: 0, r: -1 },
      { q: -1, r: 0 },
      { q: -1, r: 1 },
      { q: 0, r: 1 },
    ];
    expect(cellToward({ q: 0, r: 0 }, key, around)).toEqual(cell);
  });

  it('finds nothing past the last place, and starts at the top left', () => {
    expect(cellToward({ q: 0, r: 0 }, 'ArrowRight', [{ q: -1, r: 0 }])).toBeNull();
    expect(
      firstCell([
        { q: 0, r: 1 },
        { q: 1, r: -1 },
        { q: 0, r: -1 },
      ]),
    ).toEqual({ q: 0, r: -1 });
  });
});
