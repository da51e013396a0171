// The designer's loop in `jibe preview`: from saving deck.json or an art file to the redrawn
// pictures being ready to serve (the page then fetches only the changed SVGs, a few kB each).
// Measured on a copy of the custom-deck fixture, whose plane icon is a file in the deck folder.

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SIZE_PRESETS } from '../draw/card-size.ts';
import { PAPERS } from '../draw/paper.ts';
import { startPreview } from '../generator/preview/preview-server-fs.ts';
import type { BenchRow } from './run.ts';

const FIXTURE = join(import.meta.dirname, '..', 'test', 'fixtures', 'custom-deck');

export default async function benchPreview(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'jibe-bench-preview-'));
  cpSync(FIXTURE, dir, { recursive: true });
  let heard: ((report: { millis: number }) => void) | null = null;
  const server = await startPreview({
    deck: dir,
    size: SIZE_PRESETS['tgc-hex']!,
    paper: PAPERS.a4!,
    port: 0,
    host: '127.0.0.1',
    onRedraw: (report) => heard?.(report),
  });
  /** Saves a file; resolves with the time to the end of the redraw it causes, and the redraw's own time. */
  const saveAndWait = (file: string, text: string) =>
    new Promise<{ total: number; redraw: number }>((resolve) => {
      const start = performance.now();
      heard = ({ millis }) => {
        heard = null;
        resolve({ total: performance.now() - start, redraw: millis });
      };
      writeFileSync(file, text);
    });
  try {
    const deckFile = join(dir, 'deck.json');
    const deck = JSON.parse(readFileSync(deckFile, 'utf8'));
    const art = join(dir, 'art', 'rocket.svg');
    const artText = readFileSync(art, 'utf8');
    const edits: { total: number; redraw: number }[] = [];
    const artEdits: { total: number; redraw: number }[] = [];
    for (let i = 1; i <= 5; i++) {
      deck.icons[3].value = 9 + i;
      edits.push(await saveAndWait(deckFile, JSON.stringify(deck, null, 2)));
      artEdits.push(await saveAndWait(art, artText.replace('rotate(45 16 16)', `rotate(${45 + i} 16 16)`)));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    return [
      {
        name: 'preview: deck.json saved → pictures redrawn (median of 5)',
        value: median(edits.map((e) => e.total)),
        unit: 'ms',
        aim: '< 1000 ms',
      },
      { name: 'preview: of which the redraw of 80 cards', value: median(edits.map((e) => e.redraw)), unit: 'ms' },
      {
        name: 'preview: art file saved → pictures redrawn (median of 5)',
        value: median(artEdits.map((e) => e.total)),
        unit: 'ms',
        aim: '< 1000 ms',
      },
    ];
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
