// `jibe simulate`: bots play N games of a deck (or two decks on the same seeds) across worker
// threads; the balance report goes to output/<deck-id>/balance/.

import { writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { formatRecord } from '../../engine/record.ts';
import { loadDeck, ROOT } from '../deck-fs.ts';
import { aggregate, type BalanceReport } from '../../simulator/aggregate.ts';
import { compareRuns } from '../../simulator/compare.ts';
import { runSpecs, type SimulateFlags } from '../../simulator/config.ts';
import { exportGame } from '../../simulator/export-game.ts';
import { renderCompareMarkdown, renderReportMarkdown, seatVerdict } from '../../simulator/markdown.ts';
import { playRuns } from '../../simulator/pool.ts';
import { progressBar } from '../../simulator/progress.ts';
import { chartsFor, compareChartsFor, percent } from '../../simulator/report-charts.ts';
import { writeReport } from '../../simulator/write-report.ts';
import { type CliIo, printAll } from './options.ts';

export interface SimulateArgs extends SimulateFlags {
  deck: string;
  json: boolean;
  compare?: string;
  out?: string;
}

/** Short names for the two sides of a comparison: deck ids, else folder names, else A and B. */
function labelsFor(
  a: { deck: { id: string }; dir: string },
  b: { deck: { id: string }; dir: string },
): [string, string] {
  if (a.deck.id !== b.deck.id) return [a.deck.id, b.deck.id];
  if (basename(a.dir) !== basename(b.dir)) return [basename(a.dir), basename(b.dir)];
  return ['A', 'B'];
}

const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'b';

function summaryText(report: BalanceReport, dir: string): string {
  const seats = report.seats.map(
    (s) =>
      `  seat ${s.seat}: ${percent(s.win.rate)} (${percent(s.win.low)}–${percent(s.win.high)}), mean score ${s.score.mean.toFixed(0)}`,
  );
  return [
    `${report.deck.name}: ${report.run.games} games`,
    seatVerdict(report),
    ...seats,
    `stalemates: ${percent(report.rounds.stalemate.rate)}`,
    `report: ${dir}`,
  ].join('\n');
}

export async function runSimulate(args: SimulateArgs, io: CliIo): Promise<void> {
  const a = loadDeck(args.deck);
  const b = args.compare !== undefined ? loadDeck(args.compare) : undefined;
  const decks = [a, ...(b ? [b] : [])].map((l) => ({ deck: l.deck, place: l.dir }));
  const specs = runSpecs(decks, args);
  const outputRoot = resolve(process.env.JIBE_OUTPUT ?? join(ROOT, 'output'));
  const labels = b ? labelsFor(a, b) : (['', ''] as [string, string]);
  const dir = resolve(args.out ?? join(outputRoot, a.deck.id, 'balance', ...(b ? [`compare-${slug(labels[1])}`] : [])));

  // The bar reads only isTTY and write of the stream.
  const bar = progressBar(io.stderr as NodeJS.WriteStream);
  const summaries = await playRuns(specs, args.games, args.workers, bar.update);
  bar.finish();
  const reports = specs.map((spec, i) => aggregate(spec, summaries[i]!));
  const [ra, rb] = reports as [BalanceReport, BalanceReport | undefined];
  let json: unknown = ra;
  if (rb === undefined)
    writeReport(dir, { markdown: renderReportMarkdown(ra, chartsFor(ra)), json: ra, charts: chartsFor(ra) });
  else {
    const comparison = compareRuns(ra, rb, summaries[0]!, summaries[1]!);
    const charts = compareChartsFor(ra, rb, labels);
    json = { format: 1, labels, a: ra, b: rb, comparison };
    writeReport(dir, { markdown: renderCompareMarkdown(ra, rb, comparison, labels, charts), json, charts });
    reports.forEach((r, i) =>
      writeReport(join(dir, i === 0 ? 'a' : 'b'), {
        markdown: renderReportMarkdown(r, chartsFor(r)),
        json: r,
        charts: chartsFor(r),
      }),
    );
  }
  const exported: string[] = [];
  if (args.exportGame !== undefined) {
    specs.forEach((spec, i) => {
      const file = join(dir, `game-${args.exportGame}${specs.length > 1 ? `-${i === 0 ? 'a' : 'b'}` : ''}.json`);
      writeFileSync(file, formatRecord(exportGame(spec, args.exportGame! - 1)));
      exported.push(file);
    });
  }
  if (args.json) printAll(io.stdout, JSON.stringify(json, null, 2));
  else
    printAll(
      io.stdout,
      [
        ...reports.map((r, i) => summaryText(r, b ? join(dir, i === 0 ? 'a' : 'b') : dir)),
        ...(b ? [`comparison: ${join(dir, 'report.md')}`] : []),
        ...exported.map((f) => `game record: ${f}`),
      ].join('\n'),
    );
}
