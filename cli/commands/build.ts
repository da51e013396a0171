// `jibe build`: a deck's print files (card SVGs and PNGs, manifest, PDF sheets) under output/<deck-id>/.

import { enumerateCards } from '../../engine/index.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import { artNotes } from '../../draw/art.ts';
import { loadDeckArt } from '../../generator/print/art-fs.ts';
import { BUILD_STEPS, buildDeck, formatSummary, selectCards } from '../../generator/print/build.ts';
import { rulebookStep } from '../../generator/rulebook/build-step.ts';
import { type BuildFlags, parseBuildFlags } from '../../generator/print/build-options.ts';
import { startProgress } from '../../generator/print/progress.ts';
import type { EveryField } from './command.ts';
import type { BuildArgs } from './index.ts';
import { type CliIo, printAll } from './options.ts';

export async function runBuild(flags: BuildArgs, io: CliIo): Promise<void> {
  const parsed = parseBuildFlags(flags satisfies EveryField<BuildFlags>);
  // What the deck's art lost on the way in, said before the build (a few milliseconds of reading).
  const loaded = loadDeck(parsed.deck);
  // A card --only names that the deck lacks is refused first, with nothing else said.
  selectCards(enumerateCards(loaded.deck), parsed.only);
  for (const line of artNotes(loadDeckArt(loaded), loaded.dir)) printAll(io.stderr, line);
  // The bar reads only isTTY and write of the stream.
  const progress = startProgress('cards', io.stderr as NodeJS.WriteStream);
  const options = { ...parsed, onProgress: progress.update, onWarning: (line: string) => printAll(io.stderr, line) };
  try {
    // The print steps, then the rulebook (PDFs and the site's rules pages; see rulebook/build-step.ts).
    const summary = await buildDeck(options, [...BUILD_STEPS, rulebookStep]);
    progress.finish();
    printAll(io.stdout, formatSummary(summary, process.cwd()));
  } catch (error) {
    progress.finish();
    throw error;
  }
}
