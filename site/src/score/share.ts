// A share link that carries the whole saved game in the URL's hash: the JSON deflated and written
// in base64url, so a game of a few rounds fits a link that messengers accept.

import { err, ok, type Result } from '../../../engine/index.ts';
import { packText, unpackText } from '../lib/packed-text.ts';
import { checkSavedGame, formatSavedGame, type SavedGame } from '../table/saved-game.ts';

/** The hash key that marks a shared game: `#game=…`. */
export const SHARE_KEY = 'game';

/** The hash part of a share link for a game. */
export async function encodeShare(game: SavedGame): Promise<string> {
  return `#${SHARE_KEY}=${await packText(formatSavedGame(game))}`;
}

/** The game in a share link's hash; null when the hash carries none. */
export async function decodeShare(hash: string): Promise<Result<SavedGame, string> | null> {
  const prefix = `#${SHARE_KEY}=`;
  if (!hash.startsWith(prefix)) return null;
  try {
    const checked = checkSavedGame(JSON.parse(await unpackText(hash.slice(prefix.length))));
    return checked.ok ? ok(checked.value) : err(`the shared game cannot be read: ${checked.error.message}`);
  } catch {
    return err('the shared link is damaged (cut short or changed?)');
  }
}
