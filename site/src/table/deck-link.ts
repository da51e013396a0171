// A link that opens the Play page (or the Studio) on another deck than the site's: the deck file,
// or a deck bundle with its art inside, travels in the URL's hash, deflated and written in
// base64url (`#deck=…`), as `jibe preview` and the Studio write it. Optionally `&faces=/path/` (a folder of this site holding `<card id>.svg`
// faces) and `&box=W×H` (the faces' viewBox), so the cards are drawn as printed. Everything in it
// is checked: the deck by the engine's own deck check, the faces' folder only on this site.

import { err, ok, type Deck, type Result } from '../../../engine/index.ts';
import { packText, unpackText } from '../lib/packed-text.ts';

/** The hash key of a deck link. */
export const DECK_KEY = 'deck';
/** The longest deck link read, in characters: a deck file of the largest shape deflates well below it. */
export const MAX_DECK_LINK = 200_000;

export interface DeckLink {
  deck: Deck;
  /** Whether the file is a bundle: its art is inside, and the page draws the faces itself. */
  bundle: boolean;
  /** The deck file as it came, kept with the games played on it (a record carries it inline). */
  file: unknown;
  /** Where its faces are, when the link gives them: a folder of this site, and the faces' box. */
  faces: { base: string; width: number; height: number } | null;
}

/** The hash that carries a deck file or bundle (`#deck=…`); null when it is longer than a link may be. */
export async function encodeDeckLink(file: unknown): Promise<{ hash: string } | { tooLong: number }> {
  const hash = `#${DECK_KEY}=${await packText(JSON.stringify(file))}`;
  return hash.length > MAX_DECK_LINK ? { tooLong: hash.length } : { hash };
}

/** A faces folder a link may name: a path of this site, never another host or a script. */
export function safeFacesBase(value: string | null): string | null {
  if (value === null || value.length > 200) return null;
  return /^\/(?!\/)[A-Za-z0-9._~\-/]*\/$/.test(value) && !value.includes('..') ? value : null;
}

/**
 * The deck a hash carries, null when it carries none, or why it cannot be played (a link cut
 * short, a deck that breaks the rules of a deck file: its first problems named with their path).
 */
export async function readDeckLink(hash: string): Promise<Result<DeckLink, string> | null> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const packed = params.get(DECK_KEY);
  if (packed === null) return null;
  if (hash.length > MAX_DECK_LINK) return err(`the deck link is too long (${hash.length} characters)`);
  let file: unknown;
  try {
    file = JSON.parse(await unpackText(packed));
  } catch {
    return err('the deck link is damaged (cut short or changed?)');
  }
  const [{ parseDeck }, { isDeckBundle, parseDeckBundle }] = await Promise.all([
    import('../../../engine/formats.ts'),
    import('../../../engine/deck-bundle.ts'),
  ]);
  const bundle = isDeckBundle(file);
  const checked = bundle ? parseDeckBundle(file) : parseDeck(file);
  const parsed = checked.ok ? ok('deck' in checked.value ? checked.value.deck : checked.value) : checked;
  if (!parsed.ok)
    return err(
      `the deck in the link is not a valid deck: ${parsed.error
        .slice(0, 3)
        .map((p) => `${p.path}: ${p.message}`)
        .join('; ')}`,
    );
  const base = safeFacesBase(params.get('faces'));
  const box = /^(\d{1,5}(?:\.\d+)?)x(\d{1,5}(?:\.\d+)?)$/.exec(params.get('box') ?? '');
  const faces = base !== null && box !== null ? { base, width: Number(box[1]), height: Number(box[2]) } : null;
  return ok({
    deck: parsed.value,
    bundle,
    file,
    faces: faces !== null && faces.width > 0 && faces.height > 0 ? faces : null,
  });
}
