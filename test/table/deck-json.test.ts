import { expect, test } from 'vitest';
import { embedJson, readEmbeddedDeck } from '../../site/src/table/deck-json.ts';
import { deck } from '../score/play.ts';

test('a deck whose texts hold markup cannot close the script element it is embedded in, and reads back the same', () => {
  const hostile = { ...deck, name: '</script><script>alert(1)</script>', description: '<!-- <b>bold</b>' };
  const text = embedJson(hostile);
  expect(text).not.toContain('<');
  expect(readEmbeddedDeck(text)).toEqual(hostile);
});
