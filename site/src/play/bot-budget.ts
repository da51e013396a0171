// How long the Play page's search bot thinks: a count of simulated moves, so a game's moves repeat,
// and a clock that ends the search sooner on a slow phone. No imports: the bots' thread loads it.

/** Simulated moves a search move (about 0.12 s of a laptop core; a phone takes two to three times that). */
export const PLAY_SEARCH_MOVES = 12_000;
/** The search stops by this time whatever it has (ms), so that with the save and the drawing a move stays under a second on a busy phone. */
export const PLAY_SEARCH_STOP_MS = 500;

/** The budget of one search move, its clock started now (`now` is performance.now, passed in). */
export function playSearchBudget(now: () => number): { moves: number; stop: () => boolean } {
  const end = now() + PLAY_SEARCH_STOP_MS;
  return { moves: PLAY_SEARCH_MOVES, stop: () => now() >= end };
}
