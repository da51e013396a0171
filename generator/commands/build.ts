// `jibe build`: a deck's print files (card SVGs and PNGs, manifest, PDF sheets) under output/<deck-id>/.

import { BUILD_STEPS, buildDeck, formatSummary } from '../print/build.ts';
import { rulebookStep } from '../rulebook/build-step.ts';
import { parseBuildFlags, type BuildFlags } from '../print/build-options.ts';
import { startProgress } from '../print/progress.ts';
import { type CliIo, printAll } from './options.ts';

export async function runBuild(flags: BuildFlags, io: CliIo): Promise<void> {
  // The bar reads only isTTY and write of the stream.
  const progress = startProgress('cards', io.stderr as NodeJS.WriteStream);
  const options = { ...parseBuildFlags(flags), onProgress: progress.update };
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
