// The rulebook as a step of `jibe build`. It writes into the build's temporary folder, so that
// output/DECK/ receives, with the print files:
//   rulebook-a4.pdf, rulebook-letter.pdf   the printable rulebook on each paper
//   player-aid-a4.pdf, player-aid-letter.pdf   the quick reference alone, one page
//   score-sheet-a4.pdf, score-sheet-letter.pdf the score sheet alone, one page
//   rulebook/toc.json                      {format, deck, title, intro, sections: [{id, title, file}], images: [{file, alt, width, height}], pdf}
//   rulebook/intro.html                    fragment: the title and introduction
//   rulebook/sections/NN-ID.html           one fragment per section, starting with its <h2 id="ID">
//   rulebook/rulebook.html                 all fragments in one, each section in a <section>
//   rulebook/images/*.svg                  pictures the fragments use, by relative src "images/…"
//   rulebook/rulebook.css, preview.html    optional styles for the jibe-* classes, and a page to look at

import type { BuildStep } from '../print/build.ts';
import { writeOutput } from '../print/build.ts';
import { PAPERS } from '../../draw/rulebook/pdf-rulebook.ts';
import { renderRulebookFiles } from '../../draw/rulebook/rulebook-files.ts';
import { asBuffer } from '../print/card-pdf.ts';
import { readRulebookInputs } from './rulebook-fs.ts';

/** Step: the whole rulebook, on both papers whatever the sheets' paper (the output contract names both). */
export const rulebookStep: BuildStep = {
  name: 'rulebook',
  run: async (ctx) => {
    const files = await renderRulebookFiles(readRulebookInputs(ctx.loaded, undefined, ctx.art), PAPERS);
    for (const [path, content] of files)
      writeOutput(ctx, path, typeof content === 'string' ? content : asBuffer(content));
  },
};
