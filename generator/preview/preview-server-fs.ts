// `jibe preview`'s server: a page on the local machine that shows a deck as `jibe build` would draw
// it and follows every save. The deck folder and the card templates are followed, however an editor
// saves (follow-folders-fs.ts); a change redraws
// the deck in process (milliseconds for 80 cards), and the page hears over server-sent events which
// pictures changed and fetches only those. A deck that does not load keeps the last good pictures
// on the page, with the problem shown above them, where it is and what is wrong. A built site is
// served beside the preview (preview-site-fs.ts), so that its Play page opens on the deck being
// edited, with these faces: the page's "Play this deck" link (play-link.ts). Only requests
// addressed to this server's own host and port are answered (isOwnHost).

import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { parseDeck } from '../../engine/index.ts';
import { InputError } from '../../lib/input-error.ts';
import { type LoadedDeck, loadDeck, ROOT } from '../deck-fs.ts';
import { parseJsonText } from '../json-fs.ts';
import type { Art } from '../../draw/art.ts';
import { loadDeckArt } from '../print/art-fs.ts';
import { type CardSize, DEFAULT_SIZE, parseCardSize } from '../../draw/card-size.ts';
import { checkLookDraws, loadDeckLook, lookStyle } from '../print/look-fs.ts';
import type { Paper } from '../../draw/paper.ts';
import { renderRulebookFiles } from '../../draw/rulebook/rulebook-files.ts';
import { readRulebookInputs } from '../rulebook/rulebook-fs.ts';
import { readInputFile } from '../read-file-fs.ts';
import { type FaceBox, faceBoxOf, packDeckFile, playLink } from './play-link.ts';
import { drawPreview, type PreviewDrawing } from './preview-drawing.ts';
import { followFolders } from './follow-folders-fs.ts';
import { findSite, type PreviewSite, resolveSitePath, sendSiteFile } from './preview-site-fs.ts';

export interface PreviewOptions {
  /** The deck folder, or its deck.json. */
  deck: string;
  /** The card size of a --size flag; null for the deck's own (look.size), else the default. */
  size: CardSize | null;
  paper: Paper;
  port: number;
  host: string;
  /**
   * The built site served beside the preview, for its Play page: a folder (a site built by
   * `npm run site:build`), null for none; by default the deck's own (`<output>/<deck id>/site/`)
   * when it holds a Play page, else the classic deck's.
   */
  site?: string | null;
  /** The folder holding each deck's output, where the default site is looked for (default output/, or JIBE_OUTPUT). */
  output?: string;
  /** Told of each redraw: how long it took, and the problem if the deck did not load. */
  onRedraw?: (report: { millis: number; changed: number; problem: string | null }) => void;
}

export interface PreviewServer {
  url: string;
  close(): Promise<void>;
}

/** A problem with the deck, as the page shows it: one line each, with the place in the file. */
export interface PreviewProblem {
  file: string;
  line: number | null;
  column: number | null;
  path: string;
  message: string;
}

/** What the page asks for: the current pictures' versions and the problem, if any. */
interface PreviewState {
  generation: number;
  deckId: string;
  deckName: string;
  faces: { id: string; version: string }[];
  back: string;
  sheet: string;
  warnings: string[];
  artNotes: string[];
  problems: PreviewProblem[];
  /** Whether the deck file is gone (deleted or moved, its folder too): the pictures are the last drawn. */
  gone: boolean;
  /**
   * The Play page's link for the last good deck: `site` says whether a built site with a Play page
   * is served; `href` is the link ("" while there is none: no site, or no deck that loaded yet).
   */
  play: { site: boolean; href: string };
}

const PAGE_DIR = join(import.meta.dirname, 'page');
const TEMPLATES = join(ROOT, 'templates');
/** Saves come in bursts (editors write, rename, touch): one redraw after the burst. */
const SETTLE_MS = 60;

const deckFileOf = (deck: string): string => (deck.endsWith('.json') ? deck : join(deck, 'deck.json'));
/** Paths of the preview's own: never the site's, even when the site is served under "/". */
const OWN_PATHS = new Set([
  '/',
  '/index.html',
  '/preview.js',
  '/preview.css',
  '/state.json',
  '/events',
  '/back.svg',
  '/sheet.svg',
]);
const OWN_PREFIXES = ['/card/', '/rulebook/'];

/**
 * The deck file as read, for the Play page's link (which carries the file itself, as `jibe` reads
 * it); null when it no longer parses (saved again since it was drawn: the next redraw comes).
 */
function readDeckFile(deck: string): unknown {
  try {
    const path = resolve(deck);
    const file = statSync(path).isDirectory() ? join(path, 'deck.json') : path;
    const input = parseJsonText(readInputFile(file), file);
    return parseDeck(input).ok ? input : null;
  } catch {
    return null;
  }
}

/**
 * The problems of a deck that did not load, as the page lists them. loadDeck has named each list
 * item by its id and put the line and column at the end of the message (the parser does the same
 * for a syntax error); they are taken apart here so the page can show "deck.json:40:7" first.
 */
export function describeFailure(error: unknown, deckFile: string): PreviewProblem[] {
  if (!(error instanceof InputError))
    return [{ file: deckFile, line: null, column: null, path: '', message: (error as Error).message }];
  const place = error.message.slice(0, error.message.indexOf(':'));
  return error.problems.map((p) => {
    const at = /\bline (\d+),? column (\d+)\)?/.exec(p.message);
    return {
      file: place || deckFile,
      line: at ? Number(at[1]) : null,
      column: at ? Number(at[2]) : null,
      path: p.path,
      message: p.message.replace(/ \(line \d+, column \d+\)$/, ''),
    };
  });
}

/** What the page says while the deck file is gone: it follows the deck back when a save brings it. */
const goneProblem = (deckFile: string): PreviewProblem => ({
  file: deckFile,
  line: null,
  column: null,
  path: '',
  message:
    'the deck is gone (deleted or moved): the cards below are the last ones drawn, and the page follows the deck again when it is back',
});

/**
 * Whether a request's Host header names this server: its own host, 127.0.0.1, localhost or [::1],
 * with its port. Anything else (another name, no port, no header) is someone else's request.
 */
export function isOwnHost(header: string | undefined, host: string, port: number): boolean {
  if (header === undefined) return false;
  const names = new Set([host, '127.0.0.1', 'localhost', '[::1]']);
  return [...names].some((name) => header.toLowerCase() === `${name}:${port}`);
}

/** Starts the preview; resolves once it listens. */
export async function startPreview(options: PreviewOptions): Promise<PreviewServer> {
  const deckFile = deckFileOf(options.deck);
  let drawing: PreviewDrawing | null = null;
  /** The deck of the last good drawing: the rulebook is made from it, as the pictures are. */
  let good: { loaded: LoadedDeck; art: ReadonlyMap<string, Art> } | null = null;
  let problems: PreviewProblem[] = [];
  let gone = false;
  let generation = 0;
  let deckDir = options.deck.endsWith('.json') ? join(options.deck, '..') : options.deck;
  /** The rulebook of the current drawing, made when first asked for (it takes a second or two). */
  let rulebook: { generation: number; files: Promise<Map<string, Uint8Array | string>> } | null = null;
  const listeners = new Set<ServerResponse>();
  /** The last good deck file, packed for the Play page's link, and the box its faces are drawn in. */
  let playDeck: { packed: string; box: FaceBox } | null = null;
  const output = options.output ?? resolve(process.env.JIBE_OUTPUT ?? join(ROOT, 'output'));
  /** Looked for on each use: a site built while the preview runs is served from then on. */
  const site = (): PreviewSite | null => findSite(options.site, output, good?.loaded.deck.id ?? null);

  function playState(): PreviewState['play'] {
    const served = site();
    if (served === null) return { site: false, href: '' };
    return { site: true, href: playDeck === null ? '' : playLink(served.base, playDeck.packed, playDeck.box) };
  }

  const state = (): PreviewState => ({
    generation,
    deckId: drawing?.deckId ?? '',
    deckName: drawing?.deckName ?? '',
    faces: drawing?.faces.map((f) => ({ id: f.id, version: f.version })) ?? [],
    back: drawing?.back.version ?? '',
    sheet: drawing?.sheet.version ?? '',
    warnings: drawing?.problems ?? [],
    artNotes: drawing?.artNotes ?? [],
    problems,
    gone,
    play: playState(),
  });

  function redraw(): void {
    const started = performance.now();
    const before = new Map(drawing?.faces.map((f) => [f.id, f.version]));
    try {
      const loaded = loadDeck(options.deck);
      deckDir = loaded.dir;
      const file = join(loaded.dir, 'deck.json');
      // The deck's look (its templates and fonts are files of the deck folder, watched with it).
      const look = loadDeckLook(loaded, file);
      const art = loadDeckArt(loaded);
      const size = options.size ?? look.size ?? parseCardSize(DEFAULT_SIZE);
      const next = drawPreview(loaded.deck, art, look.renderer, size, options.paper, loaded.dir, lookStyle(look));
      const wrong = checkLookDraws(look, next.faceViews[0], next.backView, art, loaded.deck);
      if (wrong.length > 0) throw new InputError(file, wrong);
      drawing = next;
      good = { loaded, art };
      problems = [];
      const read = readDeckFile(options.deck);
      const box = faceBoxOf(next.faces[0]!.svg) ?? next.faceViews[0]!.geometry;
      if (read !== null) playDeck = { packed: packDeckFile(read), box };
      gone = false;
    } catch (error) {
      gone = !existsSync(deckFile);
      problems = gone ? [goneProblem(deckFile)] : describeFailure(error, deckFile);
    }
    generation++;
    const changed = drawing?.faces.filter((f) => before.get(f.id) !== f.version).length ?? 0;
    const text = `data: ${JSON.stringify(state())}\n\n`;
    for (const listener of listeners) listener.write(text);
    options.onRedraw?.({
      millis: performance.now() - started,
      changed,
      problem: problems.length > 0 ? problems.map((p) => p.message).join('; ') : null,
    });
  }

  redraw();

  let timer: NodeJS.Timeout | null = null;
  const soon = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      redraw();
    }, SETTLE_MS);
  };
  const follower = followFolders([...new Set([resolve(deckDir), TEMPLATES])], soon);

  async function rulebookFile(name: string): Promise<Uint8Array | string | undefined> {
    if (good === null) return undefined;
    if (rulebook === null || rulebook.generation !== generation)
      rulebook = { generation, files: renderRulebookFiles(readRulebookInputs(good.loaded, undefined, good.art), []) };
    return (await rulebook.files).get(`rulebook/${name}`);
  }

  function send(res: ServerResponse, status: number, type: string, body: string | Uint8Array): void {
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      // The page and its pictures come from here alone; nothing runs but the page's own script.
      'Content-Security-Policy': "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'",
    });
    res.end(body);
  }

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // A page of another site whose name is pointed at this machine (DNS rebinding) sends its own
    // name: only requests addressed to this server's host and port are answered, as Vite's are.
    if (!isOwnHost(req.headers.host, options.host, port))
      return send(res, 403, 'text/plain', 'this preview answers only requests addressed to it (its Host)');
    const url = new URL(req.url ?? '/', 'http://preview');
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return send(res, 400, 'text/plain', 'bad path');
    }
    if (req.method !== 'GET') return send(res, 405, 'text/plain', 'only GET');
    if (path === '/' || path === '/index.html')
      return send(res, 200, 'text/html; charset=utf-8', readFileSync(join(PAGE_DIR, 'preview.html')));
    if (path === '/preview.js')
      return send(res, 200, 'text/javascript; charset=utf-8', readFileSync(join(PAGE_DIR, 'preview.js')));
    if (path === '/preview.css')
      return send(res, 200, 'text/css; charset=utf-8', readFileSync(join(PAGE_DIR, 'preview.css')));
    if (path === '/state.json') return send(res, 200, 'application/json', JSON.stringify(state()));
    if (path === '/events') {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
      });
      res.write(`data: ${JSON.stringify(state())}\n\n`);
      listeners.add(res);
      req.on('close', () => listeners.delete(res));
      return;
    }
    const svg = 'image/svg+xml; charset=utf-8';
    if (path === '/back.svg' && drawing) return send(res, 200, svg, drawing.back.svg);
    if (path === '/sheet.svg' && drawing) return send(res, 200, svg, drawing.sheet.svg);
    const card = /^\/card\/([^/]+)\.svg$/.exec(path);
    const face = card ? drawing?.faces.find((f) => f.id === card[1]) : undefined;
    if (face) return send(res, 200, svg, face.svg);
    const book = /^\/rulebook\/([\w./-]+)$/.exec(path);
    if (book && !book[1]!.includes('..')) {
      const file = await rulebookFile(book[1]!);
      const type = book[1]!.endsWith('.css')
        ? 'text/css'
        : book[1]!.endsWith('.svg')
          ? svg
          : 'text/html; charset=utf-8';
      if (file !== undefined) return send(res, 200, type, file);
    }
    // The built site, after every path of the preview's own.
    const served = OWN_PATHS.has(path) || OWN_PREFIXES.some((p) => path.startsWith(p)) ? null : site();
    const found = served === null ? null : resolveSitePath(served, path, url.search);
    if (found?.kind === 'file') return sendSiteFile(res, found.file);
    if (found?.kind === 'redirect') {
      res.writeHead(301, { Location: found.location, 'Cache-Control': 'no-store' });
      return void res.end();
    }
    send(res, 404, 'text/plain', 'not found');
  }

  /** The port listened on: known once listening (asked for 0, any free one). */
  let port = options.port;
  const server = createServer((req, res) => {
    answer(req, res).catch((error: Error) => {
      if (!res.headersSent) send(res, 500, 'text/plain', error.message);
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host}:${port}/`,
    async close() {
      if (timer) clearTimeout(timer);
      follower.close();
      for (const listener of listeners) listener.end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
