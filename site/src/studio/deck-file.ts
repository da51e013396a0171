// What the Studio opens and saves: a deck bundle (one file, art inside), or a plain deck file whose
// art is elsewhere (each such icon gets placeholder art until the designer imports its own).

import { type DeckBundleFile, err, formatDeckBundle, isDeckBundle, ok, type Result } from '../../../engine/index.ts';
import { PLACEHOLDER_ART, type StudioDoc } from './studio-state.ts';

/** The largest deck file opened, in characters: a bundle with fonts inside stays well below it. */
export const MAX_DECK_FILE_CHARS = 20 * 1024 * 1024;
/** The file name extension of a deck bundle. */
export const BUNDLE_EXTENSION = '.jibe';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The bundle of what is edited, as a JSON value: what is saved, sent in a link and drawn. */
export const bundleOf = (doc: StudioDoc): unknown => formatDeckBundle(doc.deck, doc.files);

/**
 * A doc from an opened file's JSON: a bundle as it is, a plain deck file with placeholder art for
 * each icon whose art it does not carry (`placeholders` counts them). Refused with a sentence when
 * it is neither (its deck's own problems are the Studio's to show, not a refusal).
 */
export function docFromJson(value: unknown): Result<{ doc: StudioDoc; placeholders: number }, string> {
  const bundle = isDeckBundle(value);
  const deck = bundle && isObject(value) ? value.deck : value;
  if (!isObject(deck) || !Array.isArray(deck.icons) || !Array.isArray(deck.colours))
    return err(
      'this is not a Jibe deck file: a deck file has its icons and colours (save one from the Studio, or run jibe pack-deck)',
    );
  const given = bundle && isObject(value) && isObject(value.files) ? value.files : {};
  const files: Record<string, DeckBundleFile> = {};
  for (const [name, file] of Object.entries(given))
    if (isObject(file) && (typeof file.text === 'string' || typeof file.base64 === 'string'))
      files[name] = typeof file.text === 'string' ? { text: file.text } : { base64: String(file.base64) };
  let placeholders = 0;
  const icons = deck.icons.map((icon: unknown, i: number) => {
    if (!isObject(icon)) return icon;
    if (typeof icon.art === 'string' && icon.art in files) return icon;
    placeholders++;
    const name = `art/${typeof icon.id === 'string' && /^[a-z0-9-]{1,32}$/.test(icon.id) ? icon.id : `icon-${i + 1}`}.svg`;
    files[name] = { text: PLACEHOLDER_ART };
    const { artSource: _source, ...rest } = icon;
    return { ...rest, art: name };
  });
  const { $schema: _, ...rest } = deck;
  return ok({ doc: { deck: { ...rest, icons }, files }, placeholders });
}

/** Reads an opened file's text: bounded, JSON, a deck. */
export function docFromText(text: string): Result<{ doc: StudioDoc; placeholders: number }, string> {
  if (text.length > MAX_DECK_FILE_CHARS)
    return err(`the file is larger than ${MAX_DECK_FILE_CHARS / 1024 / 1024} MB; a deck file is far smaller`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return err(`the file is not JSON (${(error as Error).message})`);
  }
  return docFromJson(value);
}

/** A file name for the deck: its id (or "deck") and the bundle extension. */
export function fileNameFor(doc: StudioDoc): string {
  const id = typeof doc.deck.id === 'string' && /^[a-z0-9][a-z0-9-]{0,31}$/.test(doc.deck.id) ? doc.deck.id : 'deck';
  return `${id}${BUNDLE_EXTENSION}`;
}
