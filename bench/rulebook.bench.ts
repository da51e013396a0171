// The rulebook of the classic deck: choosing the worked examples, and rendering everything
// (both PDFs, the HTML fragments and their SVG pictures) in memory; the A4 PDF's size.

import { compileRules } from '../engine/index.ts';
import { loadDeck } from '../generator/deck-fs.ts';
import { buildExamples } from '../draw/rulebook/examples.ts';
import { renderRulebookFiles } from '../draw/rulebook/rulebook-files.ts';
import { readRulebookInputs } from '../generator/rulebook/rulebook-fs.ts';
import type { BenchRow } from './run.ts';
import { millis } from './timing.ts';

export default async (): Promise<BenchRow[]> => {
  const loaded = loadDeck();
  const rules = compileRules(loaded.deck);
  const inputs = readRulebookInputs(loaded);
  await renderRulebookFiles(inputs, ['a4']);
  let files = new Map<string, Uint8Array | string>();
  buildExamples(rules);
  // Tens of milliseconds a run: five runs give a steady mean without the per-call helper's 200 warm-ups.
  const examples = (await millis(() => [1, 2, 3, 4, 5].forEach(() => buildExamples(rules)))) / 5;
  const all = await millis(async () => {
    files = await renderRulebookFiles(inputs, ['a4', 'letter']);
  });
  return [
    { name: 'rulebook: choose and check the worked examples', value: examples, unit: 'ms', aim: '≤ 200 ms' },
    { name: 'rulebook: both PDFs + HTML + pictures', value: all, unit: 'ms', aim: '≤ 3000 ms' },
    {
      name: 'rulebook: A4 PDF size',
      value: (files.get('rulebook-a4.pdf') as Buffer).length / 1024,
      unit: 'KiB',
      aim: '≤ 500 KiB',
    },
  ];
};
