// Colours that look alike, to normal and colour-blind eyes and in greyscale, and marks or the
// back's name too faint on the colour they are drawn on: warnings of the deck's colours, each with
// its numbers and the deck file's field. Pure, as the other print warnings.

import type { Deck, Problem } from '../engine/index.ts';
import { namePath } from '../lib/json-place.ts';
import { backColours, markInkOn } from './card-view.ts';
import { contrastRatio, deltaE, labAs, type Vision, VISIONS } from './colour-vision.ts';
import { PRINT_LIMITS } from './print-limits.ts';

const VISION_NAMES: Record<Vision, string> = {
  normal: 'in normal vision',
  deuteranopia: 'for deuteranopes',
  protanopia: 'for protanopes',
  tritanopia: 'for tritanopes',
};

/** Pairs of colours that look too alike, each with its numbers (a wild side is its icon's colour). */
export function checkColourDistances(deck: Deck): Problem[] {
  const bands = [
    ...deck.colours.map((c, i) => ({
      name: `${c.name} (${c.screen})`,
      screen: c.screen,
      path: ['colours', i, 'screen'],
    })),
  ];
  const problems: Problem[] = [];
  bands.forEach((a, i) => {
    for (const b of bands.slice(i + 1)) {
      const close = VISIONS.flatMap((vision) => {
        const d = deltaE(a.screen, b.screen, vision);
        const limit = PRINT_LIMITS.deltaE[vision];
        return d < limit ? [`ΔE ${d.toFixed(1)} ${VISION_NAMES[vision]} (below ${limit})`] : [];
      });
      const grey = Math.abs(labAs(a.screen, 'normal')[0] - labAs(b.screen, 'normal')[0]);
      if (grey < PRINT_LIMITS.greyLightness)
        close.push(
          `ΔL* ${grey.toFixed(1)} in greyscale (below ${PRINT_LIMITS.greyLightness}: only the cue marks tell them apart)`,
        );
      if (close.length === 0) continue;
      // The field to change: the later deck colour of the pair (the wild band is ours).
      const at = (b.path ?? a.path)!;
      problems.push({ path: namePath(deck, at), message: `${a.name} and ${b.name} look alike: ${close.join('; ')}` });
    }
  });
  return problems;
}

/** Marks and the back's name too faint on the colour they are drawn on. */
export function checkContrast(deck: Deck): Problem[] {
  const problems: Problem[] = deck.colours.flatMap((c, i) => {
    const ink = markInkOn(c.screen);
    const ratio = contrastRatio(ink, c.screen);
    if (ratio >= PRINT_LIMITS.contrast) return [];
    const inkName = ink === '#FFFFFF' ? 'white' : `ink (${ink})`;
    return [
      {
        path: namePath(deck, ['colours', i, 'screen']),
        message: `${c.name} (${c.screen}) carries its cue mark in ${inkName} at ${ratio.toFixed(2)}:1, below the ${PRINT_LIMITS.contrast}:1 WCAG asks of text; make the colour darker or lighter`,
      },
    ];
  });
  const back = backColours(deck.look?.back);
  const ratio = contrastRatio(back.text, back.field);
  if (ratio < PRINT_LIMITS.contrast)
    problems.push({
      path: deck.look?.back?.text === undefined ? 'look.back.colour' : 'look.back.text',
      message: `the deck name on the back (${back.text} on ${back.field}) has a contrast of ${ratio.toFixed(2)}:1, below ${PRINT_LIMITS.contrast}:1`,
    });
  return problems;
}
