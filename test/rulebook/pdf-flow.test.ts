// The page flow's grouping: a picture travels with its lead-in line and its note.

import { expect, test } from 'vitest';
import { parseMarkdown } from '../../generator/rulebook/markdown.ts';
import { groupFigures } from '../../generator/rulebook/pdf-flow.ts';

test('a picture keeps its lead-in paragraph (ending in ":") and its note; other text stays free', () => {
  const units = groupFigures(
    parseMarkdown(
      [
        '## A',
        '',
        'Free text.',
        '',
        '::example icon-match',
        '',
        '> Its note.',
        '',
        'Big scores are:',
        '',
        '::example two-neighbours',
        '',
        '> Note two.',
        '',
        'After.',
        '',
        '::icon-table',
        '',
        '> Not a picture note.',
      ].join('\n'),
    ),
  );
  const shape = units.map((u) =>
    u.kind === 'figure'
      ? `figure(${u.lead ? 'lead,' : ''}${u.directive.arg || u.directive.name}${u.note ? ',note' : ''})`
      : u.block.kind,
  );
  expect(shape).toEqual([
    'heading',
    'paragraph',
    'figure(icon-match,note)',
    'figure(lead,two-neighbours,note)',
    'paragraph',
    'figure(icon-table)',
    'note',
  ]);
});
