// The page flow's grouping: a picture travels with its lead-in line and its note; a lead-in
// (a paragraph, a heading, or a section's heading and opening paragraph) with its list.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadDeck } from '../../generator/deck-fs.ts';
import { makeCardFaces } from '../../draw/rulebook/card-faces.ts';
import { parseMarkdown } from '../../draw/rulebook/markdown.ts';
import { groupFigures } from '../../draw/rulebook/pdf-flow.ts';
import { renderRulebookPdf } from '../../draw/rulebook/pdf-rulebook.ts';
import { readRulebookInputs } from '../../generator/rulebook/rulebook-fs.ts';
import { buildRulebookModel } from '../../draw/rulebook/view-model.ts';

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

describe('a lead-in and its list', () => {
  const inputs = readRulebookInputs(loadDeck('decks/classic'));
  const model = buildRulebookModel(inputs.deck);
  const kit = { faces: makeCardFaces(inputs.deck, model.rules), art: inputs.art, ...inputs.look };
  const tmp = mkdtempSync(join(tmpdir(), 'jibe-lead-in-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  /** The last line of every page but the last, and the first line of the page after it. */
  async function pageJoins(markdown: string): Promise<[string, string][]> {
    const file = join(tmp, 'flow.pdf');
    writeFileSync(file, await renderRulebookPdf(parseMarkdown(markdown), model, kit, inputs.fonts, 'a4'));
    const pages = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
      .split('\f')
      .slice(0, -1)
      .map((page) =>
        page
          .split('\n')
          .filter((l) => l.trim() !== '')
          .slice(0, -1),
      ); // the footer dropped
    return pages.slice(0, -1).map((lines, i) => [lines.at(-1)!.trim(), pages[i + 1]![0]!.trim()]);
  }

  // The lead-in falls at every height of the page's foot in turn: it never ends a page without its list.
  test.each([24, 25, 26, 27, 28, 29, 30, 31, 32, 33])(
    'after %i filler lines, a paragraph, a heading or both stay with the first item of their list',
    async (filler) => {
      const text = [
        '## Flow',
        '',
        ...Array.from({ length: filler }, (_, i) => [`Filler line ${i + 1}.`, '']).flat(),
        'The round ends',
        '',
        '- right after a player places their last card, or',
        '- when nobody can play.',
        '',
        'These rules can be changed.',
        '',
        '### Hand size',
        '',
        '- 5: Deal 5 cards.',
        '- 3: Deal 3 cards.',
      ].join('\n');
      for (const [foot, top] of await pageJoins(text)) {
        expect(foot).not.toMatch(/^(The round ends|These rules can be changed\.|Hand size)$/);
        if (top.startsWith('•')) expect(foot).toMatch(/^•|^\S.*\S$/);
      }
    },
  );
});
