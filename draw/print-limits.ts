// The limits below which a deck prints badly though it builds: what the print warnings measure
// against, and why each limit is where it is.

import type { Vision } from './colour-vision.ts';

/**
 * The print limits, each with where it comes from:
 * - ΔE (CIE76) 40 between colours in normal vision: search for a colour-coded target gets faster
 *   as the colour difference grows (Carter & Carter 1981, "Color and conspicuousness", JOSA 71),
 *   and about 40 is the figure usually drawn from that work for codes read at a glance (and the
 *   shipped decks' own target); the just noticeable difference, 2.3 (Mahy et al. 1994), is far
 *   too little for a code.
 * - ΔE 25 under simulated dichromacy (Machado et al. 2009): no study gives a separate figure; 25
 *   (about ten just noticeable differences) is what the shipped decks were designed to keep.
 * - ΔL* 10 in greyscale (a black-and-white print): about four just noticeable differences of
 *   lightness; closer greys are told apart only side by side, and then by their cue marks.
 * - Contrast 4.5:1 for a mark or text on a colour: WCAG 2 SC 1.4.3 for text (the cue marks are
 *   about 4 mm, smaller than WCAG's large text, so the text limit rather than 3:1 of SC 1.4.11).
 * - 0.5 mm between a text and an icon's square or the white field's edge: closer, they read as one.
 * - A value set under 75 % of its size to fit between the side icons (a judgment, not a study: a
 *   three-digit value on the 3.75 in card is set at about 87 % and reads as well as a short one).
 */
export const PRINT_LIMITS = {
  deltaE: { normal: 40, deuteranopia: 25, protanopia: 25, tritanopia: 25 } satisfies Record<Vision, number>,
  greyLightness: 10,
  contrast: 4.5,
  clearance: 0.5,
  valueShare: 0.75,
} as const;
