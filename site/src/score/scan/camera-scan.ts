// Scan's entry point, the one module the page imports when the camera is opened (its own chunk):
// the play during a round, or a player's hand at its end.

export { openHandScan } from './hand-scan.ts';
export { openPlayScan } from './play-scan.ts';
