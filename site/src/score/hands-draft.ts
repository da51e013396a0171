// The hand entry in progress at the end of a round, kept on the device tap by tap so that a reload
// in the middle of it comes back to the same cards picked. It belongs to one game at one point of
// its history: after any other action it no longer fits and is dropped.

import { isOnTable } from '../../../engine/index.ts';
import { currentState, type Session } from './session.ts';

/** Where the page keeps the draft: localStorage, written within the tap that changes it. */
export const HANDS_DRAFT_KEY = 'jibe-hands-draft';

export interface HandsDraft {
  game: string;
  /** The game's cursor when the entry was made. */
  cursor: number;
  /** The seat whose hand is being entered. */
  seat: number;
  hands: string[][];
}

/** Reads a stored draft; anything that is not one reads as none. */
export function parseHandsDraft(text: string | undefined): HandsDraft | null {
  if (text === undefined || text === '') return null;
  try {
    const v = JSON.parse(text) as Partial<HandsDraft>;
    const ok =
      typeof v.game === 'string' &&
      Number.isInteger(v.cursor) &&
      Number.isInteger(v.seat) &&
      Array.isArray(v.hands) &&
      v.hands.every((h) => Array.isArray(h) && h.every((c) => typeof c === 'string'));
    return ok ? (v as HandsDraft) : null;
  } catch {
    return null;
  }
}

/** True when the draft was made at the session's current point and names only cards off the table, each once. */
export function draftFits(draft: HandsDraft, s: Session): boolean {
  const state = currentState(s);
  const round = state.round;
  if (draft.game !== s.saved.id || draft.cursor !== s.saved.cursor || round === null || round.over !== null)
    return false;
  if (draft.hands.length !== state.players.length || draft.seat < 0 || draft.seat >= state.players.length) return false;
  const ids = draft.hands.flat();
  // A card is in one hand at most: a draft that lists one twice was not written by this page.
  if (new Set(ids).size !== ids.length) return false;
  return ids.every((id) => {
    const c = state.rules.cardIndex.get(id);
    return c !== undefined && !isOnTable(round.table, c);
  });
}
