// Text a deck or a game carries that is printed on cards, on a terminal or on a phone: what may not be
// in it. Kept apart from the schemas (zod), so the scorekeeper's first script can check a name without
// loading them.

import { MAX_PLAYER_NAME } from './types.ts';

/** Control characters act on a terminal, and bidirectional controls reverse the text drawn after them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
export const UNSAFE_TEXT = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Why a player's name cannot be kept (empty, too long, control characters), or null when it can. */
export function playerNameProblem(name: string): string | null {
  if (name.length === 0) return 'a player has no name';
  if (name.length > MAX_PLAYER_NAME) return `a player name is longer than ${MAX_PLAYER_NAME} characters`;
  if (UNSAFE_TEXT.test(name)) return 'a player name holds control or bidirectional-override characters';
  return null;
}
