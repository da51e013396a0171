// Text measuring for the Node side: the drawing code's own (draw/text-measure.ts), with the card
// fonts read from disk (importing fonts.ts sets the reader).

import './fonts.ts';

export { findMissingGlyphs, measureText } from '../../draw/text-measure.ts';
