// The data the site's pages are built from, as plain types: the build (Node, in site/build/)
// fills them from the generator's output, the pages and their view models only read them.

import type { Deck } from '../../../engine/index.ts';

/** Plain data (it crosses into the page build as JSON through a virtual module). */
export interface SiteSettings {
  deck: Deck;
  /** The deck's folder. */
  deckDir: string;
  /** Absolute path of each icon's art file, by icon id. */
  artFiles: Record<string, string>;
  /** The generator's output for this deck: output/<deck-id>/. */
  deckOutput: string;
  /** Where the built site is written: output/<deck-id>/site/ unless JIBE_SITE_OUT says otherwise. */
  outDir: string;
  /** URL path the site is served under, with a leading and a trailing slash ("/" or "/jibe/"). */
  base: string;
}

export interface OutputFile {
  /** Absolute path. */
  path: string;
  /** Path inside output/<deck-id>/, with forward slashes. */
  name: string;
  bytes: number;
  pages: number | null;
}

export interface DeckOutput {
  /** Each card's face SVG, by card id (every card of the deck has one). */
  cardSvgs: Record<string, string>;
  backSvg: string | null;
  /** Every PNG in cards/ (faces and back), for the zip. */
  cardPngs: string[];
  /** Width and height of a card face, from its viewBox. */
  cardAspect: { width: number; height: number };
  /** The print sheets (sheets/*.pdf) and the rulebook PDFs (rulebook-*.pdf). */
  sheets: OutputFile[];
  rulebookPdfs: OutputFile[];
  /** The rulebook's web version: its HTML and the files beside it (pictures), when present. */
  rulebook: { html: string; dir: string; assets: string[] } | null;
  /** The simulator's balance report, when present: report.json parsed, each chart's <title> by file name. */
  balance: { dir: string; report: unknown; chartTitles: Record<string, string>; assets: string[] } | null;
}

/** The archive of card PNGs built with the site. */
export interface CardImageArchive {
  /** Path inside the site, e.g. `downloads/classic-card-images.zip`. */
  path: string;
  bytes: number;
  images: number;
}

/** A deck the Studio offers to start from: its bundle, served by the site. */
export interface StudioDeck {
  id: string;
  name: string;
  /** Path of its bundle inside the site, e.g. `studio/decks/classic.jibe`. */
  path: string;
}

/** What the pages get from `virtual:jibe-site`. */
export interface SiteData {
  settings: SiteSettings;
  output: Omit<DeckOutput, 'rulebook' | 'balance'> & {
    rulebookHtml: string | null;
    balanceReport: unknown;
    balanceChartTitles: Record<string, string>;
  };
  archive: CardImageArchive | null;
  /** A hash of the card faces the site serves (cards/): a new one whenever a face changes. */
  facesVersion: string;
  /** The decks the Studio starts from, the site's own first. */
  studioDecks: StudioDeck[];
}
