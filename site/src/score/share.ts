// A share link that carries the whole saved game in the URL's hash: the JSON deflated and written
// in base64url, so a game of a few rounds fits a link that messengers accept.

import { err, ok, type Result } from '../../../engine/index.ts';
import { checkSavedGame, formatSavedGame, type SavedGame } from './saved-game.ts';

/** The hash key that marks a shared game: `#game=…`. */
export const SHARE_KEY = 'game';

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const plain = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(plain, (c) => c.charCodeAt(0));
}

/** The hash part of a share link for a game. */
export async function encodeShare(game: SavedGame): Promise<string> {
  const packed = await pipe(new TextEncoder().encode(formatSavedGame(game)), new CompressionStream('deflate-raw'));
  return `#${SHARE_KEY}=${toBase64Url(packed)}`;
}

/** The game in a share link's hash; null when the hash carries none. */
export async function decodeShare(hash: string): Promise<Result<SavedGame, string> | null> {
  const prefix = `#${SHARE_KEY}=`;
  if (!hash.startsWith(prefix)) return null;
  try {
    const bytes = await pipe(fromBase64Url(hash.slice(prefix.length)), new DecompressionStream('deflate-raw'));
    const checked = checkSavedGame(JSON.parse(new TextDecoder().decode(bytes)));
    return checked.ok ? ok(checked.value) : err(`the shared game cannot be read: ${checked.error.message}`);
  } catch {
    return err('the shared link is damaged (cut short or changed?)');
  }
}
