// Which deck the site is built from, where it goes and under which URL path, read from the
// environment so one command builds any deck's site (and tests can build one elsewhere).

import { join, resolve } from 'node:path';
import { normaliseBase } from '../../lib/base-path.ts';
import type { SiteSettings } from '../src/lib/site-data.ts';
import { DEFAULT_DECK_DIR, ROOT, loadDeck } from '../../generator/deck-fs.ts';

/** The environment variables the site build reads. */
export interface SiteEnv {
  /** Deck folder or deck.json (default decks/classic). */
  JIBE_DECK?: string | undefined;
  /** URL path to serve the site under, for example `/jibe/` for a project page (default `/`). */
  JIBE_SITE_BASE?: string | undefined;
  /** Folder holding each deck's generator output (default output/). */
  JIBE_OUTPUT?: string | undefined;
  /** Folder to write the built site to (default output/<deck-id>/site/). */
  JIBE_SITE_OUT?: string | undefined;
}

/** Reads the site settings; throws InputError when the deck is missing or invalid. */
export function readSiteSettings(env: SiteEnv): SiteSettings {
  const loaded = loadDeck(env.JIBE_DECK ?? DEFAULT_DECK_DIR);
  const deckOutput = join(resolve(env.JIBE_OUTPUT ?? join(ROOT, 'output')), loaded.deck.id);
  const outDir = env.JIBE_SITE_OUT ? resolve(env.JIBE_SITE_OUT) : join(deckOutput, 'site');
  return {
    deck: loaded.deck,
    deckDir: loaded.dir,
    artFiles: Object.fromEntries(loaded.artFiles),
    deckOutput,
    outDir,
    base: normaliseBase(env.JIBE_SITE_BASE),
  };
}
