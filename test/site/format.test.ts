import { expect, test } from 'vitest';
import { formatBytes, listInProse, plural } from '../../site/src/lib/format.ts';

test.each([
  [0, '0 B'],
  [999, '999 B'],
  [1500, '1.5 KB'],
  [406_123, '406 KB'],
  [2_400_000, '2.4 MB'],
  [12_345_678, '12 MB'],
])('formatBytes(%i) = %s', (bytes, text) => {
  expect(formatBytes(bytes)).toBe(text);
});

test('plural and listInProse', () => {
  expect(plural(1, 'page')).toBe('1 page');
  expect(plural(14, 'page')).toBe('14 pages');
  expect(listInProse([])).toBe('');
  expect(listInProse(['a'])).toBe('a');
  expect(listInProse(['a', 'b'])).toBe('a and b');
  expect(listInProse(['a', 'b', 'c'])).toBe('a, b and c');
});
