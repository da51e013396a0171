// The rulebook's PDFs made from a deck bundle, as `jibe build` makes them from a deck folder: the
// art read and sanitised by the build's code (deck-drawing.ts), the rules text from the shipped
// template, the cards in the shipped templates. The Studio's print thread makes them here; the
// fonts' bytes and the template's text come from the edge.

import { err, ok, type Problem, type Result } from '../../engine/index.ts';
import { InputError } from '../../lib/input-error.ts';
import type { UsvgNormaliser } from '../art-import.ts';
import { lookSize } from '../card-size.ts';
import type { CardRenderer } from '../card-svg.ts';
import { type ArtCache, viewBundle } from '../deck-drawing.ts';
import type { PrintFile } from '../print-parts.ts';
import type { Paper, RulebookFonts } from './pdf-rulebook.ts';
import { type RulebookDocument, renderRulebookPdfs } from './rulebook-files.ts';

export interface RulebookTools {
  renderer: CardRenderer;
  normalise: UsvgNormaliser;
  cache?: ArtCache;
  /** DejaVu Sans in its four styles, as `jibe rulebook` reads them. */
  fonts: RulebookFonts;
  /** templates/rulebook/rulebook.md.hbs, and its name for messages. */
  template: string;
  templateName: string;
}

/**
 * `documents` (the rulebook, the player aid) on each paper, named as `jibe build` names them
 * (`rulebook-a4.pdf`), or every problem that keeps the deck from printing.
 */
export async function makeRulebookPdfs(
  bundle: unknown,
  documents: readonly RulebookDocument[],
  papers: readonly Paper[],
  tools: RulebookTools,
): Promise<Result<PrintFile[], Problem[]>> {
  const read = viewBundle(bundle, tools.normalise, tools.cache);
  if (!read.ok) return read;
  if (read.value.problems.length > 0) return err(read.value.problems);
  const { deck, art, style } = read.value;
  try {
    const files = await renderRulebookPdfs(
      {
        deck,
        art,
        template: tools.template,
        templateName: tools.templateName,
        fonts: tools.fonts,
        look: { style, size: lookSize(deck.look?.size), renderer: tools.renderer, plain: tools.renderer },
      },
      papers,
      documents,
    );
    return ok([...files].map(([path, bytes]) => ({ path, bytes })));
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return err(error.problems);
  }
}
