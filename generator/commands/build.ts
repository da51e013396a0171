// `jibe build`: a deck's print files (card SVGs and PNGs, manifest, PDF sheets) under output/<deck-id>/.

import type { CommandModule } from 'yargs';
import { BUILD_STEPS, buildDeck, formatSummary } from '../print/build.ts';
import { rulebookStep } from '../rulebook/build-step.ts';
import { DUPLEX_MODES, parseBuildFlags, type BuildFlags } from '../print/build-options.ts';
import { DEFAULT_SIZE } from '../print/card-size.ts';
import { startProgress } from '../print/progress.ts';
import { deckOption, printAll } from './options.ts';

export const buildCommand: CommandModule<object, BuildFlags> = {
  command: 'build',
  describe: 'Build print files: one SVG and PNG per card and the back, a manifest, PDF sheets',
  builder: (y) =>
    y
      .option('deck', deckOption)
      .option('out', { type: 'string', default: 'output', describe: 'Folder that receives <deck-id>/' })
      .option('paper', { type: 'string', describe: 'a4, letter or WxHmm (default: both a4 and letter)' })
      .option('size', {
        type: 'string',
        default: DEFAULT_SIZE,
        describe: 'Card size: tgc-hex, small, or corner-to-corner mm (e.g. 80mm)',
      })
      .option('dpi', { type: 'number', default: 300, describe: 'PNG resolution' })
      .option('only', { type: 'string', describe: 'Build only these card ids (comma-separated)' })
      .option('duplex', {
        type: 'string',
        default: 'long',
        choices: DUPLEX_MODES,
        describe: 'Backs for long- or short-edge flipping, or a fold layout',
      })
      .option('offset', {
        type: 'string',
        default: '0,0',
        describe: 'Shift the back pages by X,Y mm (right, down) for a drifting printer',
      })
      .option('shop', {
        type: 'boolean',
        default: false,
        describe: "Print-shop export: PNGs on the shop's exact canvas, one card per PDF page with TrimBox/BleedBox",
      }) as never,
  handler: async (flags) => {
    const progress = startProgress('cards');
    const options = { ...parseBuildFlags(flags), onProgress: progress.update };
    try {
      // The print steps, then the rulebook (PDFs and the site's rules pages; see rulebook/build-step.ts).
      const summary = await buildDeck(options, [...BUILD_STEPS, rulebookStep]);
      progress.finish();
      printAll(formatSummary(summary, process.cwd()));
    } catch (error) {
      progress.finish();
      throw error;
    }
  },
};
