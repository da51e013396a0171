// A deck bundle drawn whole, as `jibe build` draws it: the art of every icon imported and sanitised,
// every face and the back through the card templates, and every problem found on the way, each
// with its path in the bundle. The Studio and the pages that open a deck file run this in a worker
// (with resvg-wasm as usvg); the command line reaches the same functions through its own build.

import {
  type Card,
  type Deck,
  enumerateCards,
  err,
  ok,
  type Problem,
  parseDeckBundle,
  type Result,
} from '../engine/index.ts';
import { InputError } from '../lib/input-error.ts';
import type { Art } from './art.ts';
import { importArtWith, type UsvgNormaliser } from './art-import.ts';
import { type CardSize, DEFAULT_SIZE, lookSize, SIZE_PRESETS } from './card-size.ts';
import type { CardRenderer } from './card-svg.ts';
import { backColours, type CardStyle, type CardView } from './card-view.ts';
import { defaultCardFonts } from './fonts.ts';
import { viewDeckForPrint } from './print-check.ts';
import { checkDeckForPrint } from './print-warnings.ts';
import { measureText } from './text-measure.ts';

/** A face drawn: the card's id and its SVG (text as text, in the card fonts). */
export interface DrawnFace {
  id: string;
  svg: string;
}

export interface DrawnDeck {
  deck: Deck;
  faces: DrawnFace[];
  back: string;
  /** What would not print as written or could not be read, by path in the bundle; the faces are drawn anyway. */
  problems: Problem[];
  /** What the art lost when it was read (a dropped script, say), by icon, for the designer to know. */
  notes: Problem[];
  /** What draws but would print badly (validate-deck's warnings): text over icons, near colours, low contrast. */
  warnings: Problem[];
}

/** Imported art by colour and file text, kept between drawings of a deck being edited (bounded). */
export type ArtCache = Map<string, Art | string>;
const MAX_CACHED_ART = 256;

// Drawn where an icon's art cannot be read, so that every other face still shows.
const NO_ART = (file: string): Art => ({
  file,
  viewBox: [0, 0, 1, 1],
  shapes: [],
  nodes: [],
  defs: [],
  removed: [],
  notes: [],
});

function importCached(cache: ArtCache, normalise: UsvgNormaliser, text: string, file: string, colour: string) {
  const key = `${colour}\n${file}\n${text}`;
  let art = cache.get(key);
  if (art === undefined) {
    try {
      art = importArtWith(normalise, text, file, colour);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      art = error.problems.map((p) => p.message).join('; ');
    }
    if (cache.size >= MAX_CACHED_ART) cache.delete(cache.keys().next().value!);
    cache.set(key, art);
  }
  return art;
}

/** A bundle's deck read for drawing: its art, its card views, and what was found on the way. */
export interface ViewedDeck {
  deck: Deck;
  art: Map<string, Art>;
  size: CardSize;
  style: CardStyle;
  cards: Card[];
  faces: CardView[];
  back: CardView;
  problems: Problem[];
  notes: Problem[];
}

/**
 * Reads a bundle's deck as `jibe build` reads a deck folder: every icon's art imported and
 * sanitised (art that cannot be read is a problem, drawn empty), and every card's view, low-ink if
 * asked, at `size` if given (as `--size`), else the deck's own. A bundle that is not a deck at all
 * is refused with its problems.
 */
export function viewBundle(
  input: unknown,
  normalise: UsvgNormaliser,
  cache: ArtCache = new Map(),
  lowInk = false,
  sizeAsked: CardSize | null = null,
): Result<ViewedDeck, Problem[]> {
  const parsed = parseDeckBundle(input);
  if (!parsed.ok) return err(parsed.error);
  const { deck, files } = parsed.value;
  const problems: Problem[] = [];
  const notes: Problem[] = [];
  const colours = new Map(deck.colours.map((c) => [c.id, c.screen]));
  const art = new Map<string, Art>();
  deck.icons.forEach((icon, i) => {
    const path = `deck.icons[${i}].art`;
    const file = files[icon.art]!;
    if (!('text' in file)) {
      problems.push({ path, message: `art file "${icon.art}" is not SVG text` });
      art.set(icon.id, NO_ART(icon.art));
      return;
    }
    const read = importCached(cache, normalise, file.text, icon.art, colours.get(icon.colour) ?? '#000000');
    if (typeof read === 'string') {
      problems.push({ path, message: read });
      art.set(icon.id, NO_ART(icon.art));
      return;
    }
    art.set(icon.id, read);
    for (const note of read.notes) notes.push({ path, message: `${icon.art}: ${note}` });
  });
  if (deck.look?.fonts !== undefined || deck.look?.templates !== undefined)
    notes.push({
      path: 'deck.look',
      message: "drawn here in the shipped fonts and templates; jibe build draws the deck's own",
    });
  const size = sizeAsked ?? lookSize(deck.look?.size) ?? SIZE_PRESETS[DEFAULT_SIZE]!;
  const style: CardStyle = { lowInk, fonts: defaultCardFonts(), back: backColours(deck.look?.back) };
  const cards = enumerateCards(deck);
  let views: ReturnType<typeof viewDeckForPrint>;
  try {
    views = viewDeckForPrint(deck, cards, size, style);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return err(error.problems.map((p) => ({ path: p.path === '' ? 'deck' : `deck.${p.path}`, message: p.message })));
  }
  problems.push(...views.problems.map((p) => ({ ...p, path: p.path === '' ? 'deck' : `deck.${p.path}` })));
  return ok({ deck, art, size, style, cards, faces: views.faces, back: views.back, problems, notes });
}

/**
 * Draws a bundle's deck: its faces in deck order (pairs, cores, wild cores), its back, and every
 * problem. A bundle that is not a deck at all is refused with its problems, as `jibe validate-deck`
 * names them.
 */
export function drawBundle(
  input: unknown,
  renderer: CardRenderer,
  normalise: UsvgNormaliser,
  cache: ArtCache = new Map(),
): Result<DrawnDeck, Problem[]> {
  const viewed = viewBundle(input, normalise, cache);
  if (!viewed.ok) return viewed;
  const { deck, art, cards, style, problems, notes } = viewed.value;
  const faces = viewed.value.faces.map((view) => ({ id: view.id, svg: renderer.face(view, art) }));
  const warnings = checkDeckForPrint(deck, cards, viewed.value.faces, (text, bold) =>
    measureText(text, bold, 1, style.fonts),
  );
  return ok({ deck, faces, back: renderer.back(viewed.value.back, deck.name), problems, notes, warnings });
}
