// The default build of the classic deck (80 faces + back, PNGs at 300 DPI, A4 and Letter sheets
// with backs), in total and per part, into a temporary folder.

import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { enumerateCards } from '../engine/index.ts';
import { loadDeck } from '../generator/deck-fs.ts';
import { loadDeckArt } from '../generator/print/art-fs.ts';
import { buildDeck } from '../generator/print/build.ts';
import { parseBuildFlags } from '../generator/print/build-options.ts';
import { pixelsAt, renderPngAsync } from '../generator/print/card-png.ts';
import { SIZE_PRESETS } from '../draw/card-size.ts';
import { renderCardSvg } from '../generator/print/card-svg.ts';
import { viewCardBack, viewCardFace } from '../draw/card-view.ts';
import { PAPERS } from '../draw/paper.ts';
import { writeSheetsPdf } from '../generator/print/sheets-pdf.ts';
import type { BenchRow } from './run.ts';
import { microsPerCall, millis } from './timing.ts';

/** Runs `job` `n` times one after the other; its results. */
async function sequence<T>(n: number, job: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < n; i++) results.push(await job());
  return results;
}

export default async function benchBuild(): Promise<BenchRow[]> {
  const loaded = loadDeck();
  const art = loadDeckArt(loaded);
  const size = SIZE_PRESETS['tgc-hex']!;
  const cards = enumerateCards(loaded.deck);
  const faces = cards.map((c) => viewCardFace(loaded.deck, c, size));
  const back = viewCardBack(loaded.deck, size);
  const svg = renderCardSvg(faces[65]!, art);
  const width = pixelsAt(faces[0]!.geometry.width, 300);
  const svgMicros = microsPerCall(() => renderCardSvg(faces[65]!, art), 300);
  await renderPngAsync(svg, width, 300);
  const pngMillis =
    (await millis(async () => {
      for (let i = 0; i < 10; i++) await renderPngAsync(svg, width, 300);
    })) / 10;
  const job = { deckName: loaded.deck.name, size, faces, back, art };
  let bytes = 0;
  const sheets = async (): Promise<void> => {
    bytes =
      (await writeSheetsPdf(job, PAPERS.a4!, 'long')).bytes.length +
      (await writeSheetsPdf(job, PAPERS.letter!, 'long')).bytes.length;
  };
  // The first run pays for font parsing and compilation, as a one-off build does; later runs are warm.
  const sheetColdMillis = await millis(sheets);
  const warm: number[] = [];
  for (let i = 0; i < 3; i++) warm.push(await millis(sheets));
  const sheetMillis = Math.min(...warm);
  const out = mkdtempSync(join(tmpdir(), 'jibe-bench-build-'));
  let totals: BenchRow[] = [];
  try {
    const runs: number[] = [];
    let pngStep = 0;
    let sheetStep = 0;
    let cpu = Infinity;
    for (let i = 0; i < 3; i++) {
      // CPU time as well as wall time: on a loaded machine the wall time says more about the load.
      const before = process.cpuUsage();
      const summary = await buildDeck(parseBuildFlags({ out }));
      const used = process.cpuUsage(before);
      cpu = Math.min(cpu, (used.user + used.system) / 1000);
      runs.push(summary.millis);
      pngStep = summary.timings.get('cards') ?? 0;
      sheetStep = summary.timings.get('sheets') ?? 0;
    }
    const pngBytes = statSync(join(out, 'classic', 'cards', 'key-fire.png')).size;
    // A designer's redraw of one card over the full build: its files, the back, the manifest and a test print.
    const onlyMillis = Math.min(
      ...(await sequence(3, async () => (await buildDeck(parseBuildFlags({ out, only: 'key-fire' }))).millis)),
    );
    totals = [
      {
        name: 'build: classic deck, default (best of 3)',
        value: Math.min(...runs),
        unit: 'ms',
        aim: '< 3000 ms on 2 cores',
      },
      {
        name: 'build: CPU time of that build (all threads)',
        value: cpu,
        unit: 'ms',
        aim: '< 6000 ms (= 3 s on 2 cores)',
      },
      { name: 'build: card SVGs + PNGs step', value: pngStep, unit: 'ms' },
      { name: 'build: sheets step', value: sheetStep, unit: 'ms' },
      { name: 'build: one PNG file (key-fire, 300 DPI)', value: pngBytes / 1024, unit: 'KiB' },
      { name: 'build --only key-fire over a full build (best of 3)', value: onlyMillis, unit: 'ms' },
    ];
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  return [
    { name: 'card SVG (view → text), one card', value: svgMicros, unit: 'µs' },
    {
      name: `card PNG ${width} px wide (300 DPI): render + encode`,
      value: pngMillis,
      unit: 'ms',
      aim: '≈ 12 ms render (resvg, one TTF)',
    },
    { name: 'PDF sheets A4 + Letter, faces + backs (first run)', value: sheetColdMillis, unit: 'ms' },
    { name: 'PDF sheets A4 + Letter, faces + backs (warm)', value: sheetMillis, unit: 'ms', aim: '< 500 ms' },
    { name: 'PDF sheets A4 + Letter, size', value: bytes / 1024, unit: 'KiB', aim: '< 1024 KiB' },
    ...totals,
  ];
}
