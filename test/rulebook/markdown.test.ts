// The Markdown subset: blocks and inline styles by table, errors naming the line, escaping of
// deck text as a round trip.

import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { escapeMarkdown, parseInline, parseMarkdown, slugify } from '../../draw/rulebook/markdown.ts';

const s = (text: string, bold = false, italic = false) => ({ text, bold, italic });

describe('parseInline', () => {
  test.each([
    ['plain', [s('plain')]],
    ['a **b** c', [s('a '), s('b', true), s(' c')]],
    ['*it* and ***both***', [s('it', false, true), s(' and '), s('both', true, true)]],
    ['5 \\* 3', [s('5 * 3')]],
  ])('%s', (text, spans) => expect(parseInline(text)).toEqual(spans));

  prop.prop([fc.string()])('escaped deck text comes back as written', (text) => {
    expect(
      parseInline(escapeMarkdown(text))
        .map((x) => x.text)
        .join(''),
    ).toBe(text);
    expect(parseInline(escapeMarkdown(text)).every((x) => !x.bold && !x.italic)).toBe(true);
  });
});

describe('parseMarkdown', () => {
  test('every block kind', () => {
    const blocks = parseMarkdown(
      [
        '# Title',
        '',
        'One',
        'paragraph.',
        '',
        '- a',
        '  more',
        '- b',
        '',
        '1. x',
        '',
        '> note',
        '',
        '| A | B |',
        '|---|---|',
        '| 1 | 2 \\| 3 |',
        '',
        '::example icon-match',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, spans: [s('Title')], slug: 'title' },
      { kind: 'paragraph', spans: [s('One paragraph.')] },
      { kind: 'list', ordered: false, items: [[s('a more')], [s('b')]] },
      { kind: 'list', ordered: true, items: [[s('x')]] },
      { kind: 'note', spans: [s('note')] },
      { kind: 'table', header: [[s('A')], [s('B')]], rows: [[[s('1')], [s('2 | 3')]]] },
      { kind: 'directive', name: 'example', arg: 'icon-match', line: 18 },
    ]);
  });

  test.each([
    ['#### too deep', /line 1: only headings of level 1 to 3/],
    ['| a |\n| b |', /line 1: a table needs a header row/],
    ['| a | b |\n|---|---|\n| 1 |', /line 3: table row has 1 cells, the header 2/],
  ])('refuses %j', (text, message) => expect(() => parseMarkdown(text)).toThrow(message));

  test.each([
    ["What's in the box?", 'whats-in-the-box'],
    ['The Étoile', 'the-etoile'],
    ['鬼', 'section'],
  ])('slugify(%j) is %j', (text, slug) => expect(slugify(text)).toBe(slug));

  test('heading ids are unique in a document', () => {
    const slugs = parseMarkdown('## The core bonus\n\n### Core bonus\n\n## The Core Bonus\n\n## 鬼\n\n## 鬼').map(
      (b) => (b.kind === 'heading' ? b.slug : ''),
    );
    expect(slugs).toEqual(['the-core-bonus', 'core-bonus', 'the-core-bonus-2', 'section', 'section-2']);
  });
});
