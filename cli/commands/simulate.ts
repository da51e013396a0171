// `jibe simulate`: bots play N games of a deck (or two decks on the same seeds, or a sweep of one
// option) across worker threads; the balance report goes to output/<deck-id>/balance/. The work is
// simulator/run.ts's simulate(); this file loads the decks and prints its answer.

import { basename, join, resolve } from 'node:path';
import type { SimulateFlags } from '../../simulator/config.ts';
import { simulate } from '../../simulator/run.ts';
import { shardFiles } from '../../simulator/write-report.ts';
import { loadDeck, ROOT } from '../../generator/deck-fs.ts';
import { readJsonFile } from '../../generator/json-fs.ts';
import { asOutputError } from '../../generator/output-fs.ts';
import type { EveryField } from './command.ts';
import type { SimulateArgs } from './index.ts';
import { type CliIo, printAll } from './options.ts';

/** Short names for the two sides of a comparison: deck ids, else folder names, else A and B. */
function labelsFor(
  a: { deck: { id: string }; dir: string },
  b: { deck: { id: string }; dir: string },
): [string, string] {
  if (a.deck.id !== b.deck.id) return [a.deck.id, b.deck.id];
  if (basename(a.dir) !== basename(b.dir)) return [basename(a.dir), basename(b.dir)];
  return ['A', 'B'];
}

/**
 * The shard files --merge names, each read once through the bounded reader: a device, a FIFO, an
 * unreadable or broken file is an input error naming it before the simulator reads them (its own
 * reader would read /dev/zero for ever or report a broken file as an internal error).
 */
function checkShardFiles(paths: readonly string[]): void {
  for (const path of paths) for (const file of shardFiles(path)) readJsonFile(file);
}

export async function runSimulate(args: SimulateArgs, io: CliIo): Promise<void> {
  if (args.merge !== undefined) checkShardFiles(args.merge.map((m) => resolve(m)));
  const a = loadDeck(args.deck);
  const b = args.compare !== undefined ? loadDeck(args.compare) : undefined;
  const outputRoot = resolve(process.env.JIBE_OUTPUT ?? join(ROOT, 'output'));
  const out = args.out === undefined ? undefined : resolve(args.out);
  let text: string;
  try {
    text = await simulate({
      ...(args satisfies EveryField<SimulateFlags>),
      a: { deck: a.deck, place: a.dir },
      b: b && { deck: b.deck, place: b.dir, label: labelsFor(a, b) },
      out,
      merge: args.merge?.map((m) => resolve(m)),
      outputRoot,
      join,
      stderr: io.stderr as NodeJS.WriteStream,
    });
  } catch (error) {
    throw asOutputError(error, args.out === undefined ? 'output folder' : '--out', out ?? outputRoot);
  }
  printAll(io.stdout, text);
}
