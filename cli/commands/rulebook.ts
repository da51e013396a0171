// `jibe rulebook`: the deck's rulebook as PDF (A4, Letter or both) and as the website's rules pages.

import { join } from 'node:path';
import { loadDeck, ROOT } from '../../generator/deck-fs.ts';
import { asOutputError, makeOutputFolder } from '../../generator/output-fs.ts';
import { InputError } from '../../lib/input-error.ts';
import { PAPERS, type Paper } from '../../draw/rulebook/pdf-rulebook.ts';
import { writeRulebook } from '../../generator/rulebook/rulebook-fs.ts';
import type { RulebookArgs } from './index.ts';
import { type CliIo, printAll } from './options.ts';

/** `a4`, `letter` or `both`, as given to --paper. */
export function parsePaper(text: string): Paper[] {
  if (text === 'both') return [...PAPERS];
  if ((PAPERS as readonly string[]).includes(text)) return [text as Paper];
  throw new InputError('--paper', `"${text}" is not a paper size: use a4, letter or both`);
}

export async function runRulebook(args: RulebookArgs, io: CliIo): Promise<void> {
  const papers = parsePaper(args.paper);
  const loaded = loadDeck(args.deck);
  const out = args.out ?? join(ROOT, 'output', loaded.deck.id);
  makeOutputFolder(out, '--out');
  let written: string[];
  try {
    written = await writeRulebook(loaded, out, papers);
  } catch (error) {
    throw asOutputError(error, '--out', out);
  }
  printAll(io.stdout, written.map((path) => `wrote ${path}`).join('\n'));
}
