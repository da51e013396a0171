// The built site, served by `jibe preview` from its own origin so that the site's Play page can be
// opened on the deck being edited and draw the preview's own faces (`/card/<id>.svg`, same origin).
// Which site: the one named, else the deck's own build (output/<deck id>/site/), else the classic
// one `npm run build` writes; only a site holding a Play page counts. Its base path is the scope of
// its web manifest. Files are served strictly from inside the site folder (the decoded path, no
// `..`, no symbolic link out), never its service worker: a worker installed on the preview's origin
// would go on answering for it from its cache after the preview is gone.

import { createReadStream, existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, sep } from 'node:path';
import { normaliseBase } from '../../lib/base-path.ts';

export interface PreviewSite {
  /** The site folder, its symbolic links resolved. */
  root: string;
  /** The URL path it is served under: "/" or "/sub/path/". */
  base: string;
}

/** What a request path of the site comes to. */
export type SiteAnswer =
  | { kind: 'file'; file: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'outside' }
  | { kind: 'missing' };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.csv': 'text/csv; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

/**
 * The site's pages run their own scripts, Astro's inline ones among them (the theme is set before
 * the page paints), a Web Worker for the bots and, on the scorekeeper's Scan, a WebAssembly reader;
 * the Play page checks a linked deck with the engine's schemas, which do so without compiling code
 * (engine/problems.ts), so no 'unsafe-eval'; everything else comes from this origin alone.
 */
export const SITE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The service worker's file: never served, so that no worker installs itself on the preview's origin. */
const SERVICE_WORKER = 'sw.js';

export const contentTypeOf = (file: string): string => TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

/** The base path a built site is served under: its web manifest's scope, else "/". */
export function readSiteBase(root: string): string {
  try {
    const manifest = JSON.parse(readFileSync(join(root, 'manifest.webmanifest'), 'utf8')) as { scope?: unknown };
    if (typeof manifest.scope !== 'string') return '/';
    const scope = new URL(manifest.scope, 'http://site/');
    return normaliseBase(scope.pathname);
  } catch {
    return '/';
  }
}

/** A built site with a Play page in `dir`, or null when there is none. */
export function openSite(dir: string): PreviewSite | null {
  if (!existsSync(join(dir, 'play', 'index.html'))) return null;
  try {
    const root = realpathSync(dir);
    return { root, base: readSiteBase(root) };
  } catch {
    return null;
  }
}

/**
 * The site the preview serves: the folder named (null: none), else the deck's own built site in the
 * output folder, else the classic deck's, whichever first holds a Play page.
 */
export function findSite(named: string | null | undefined, output: string, deckId: string | null): PreviewSite | null {
  if (named === null) return null;
  if (named !== undefined) return openSite(named);
  for (const id of new Set([deckId, 'classic'])) {
    if (id === null || id === '' || id.includes('/') || id.includes('\\') || id.startsWith('.')) continue;
    const site = openSite(join(output, id, 'site'));
    if (site) return site;
  }
  return null;
}

/** Whether `file` (resolved) lies inside the folder `root` (resolved). */
const isInside = (root: string, file: string): boolean =>
  file === root || file.startsWith(root.endsWith(sep) ? root : root + sep);

/**
 * What a decoded request path of the site comes to: a file inside the site folder, a redirect to a
 * folder's own path (so that its relative links work), or nothing. A path with a `.` or `..`
 * segment, a backslash or a NUL is outside, whatever it would come to; so is a file that is a
 * symbolic link out of the folder. The service worker is missing.
 */
export function resolveSitePath(site: PreviewSite, path: string, search = ''): SiteAnswer {
  const here = (folder: string) => `${folder.split('/').map(encodeURIComponent).join('/')}/${search}`;
  if (`${path}/` === site.base) return { kind: 'redirect', location: here(path) };
  if (!path.startsWith(site.base)) return { kind: 'outside' };
  const parts = path.slice(site.base.length).split('/');
  if (parts.some((p) => p === '.' || p === '..' || p.includes('\\') || p.includes('\0'))) return { kind: 'outside' };
  const named = parts.filter((p) => p !== '');
  if (named.at(-1) === SERVICE_WORKER) return { kind: 'missing' };
  const candidate = join(site.root, ...named);
  let real: string;
  try {
    real = realpathSync(candidate);
  } catch {
    return { kind: 'missing' };
  }
  if (!isInside(site.root, real)) return { kind: 'outside' };
  const info = statSync(real);
  if (info.isFile()) return { kind: 'file', file: real };
  if (!info.isDirectory()) return { kind: 'missing' };
  if (!path.endsWith('/')) return { kind: 'redirect', location: here(path) };
  try {
    const index = realpathSync(join(real, 'index.html'));
    if (isInside(site.root, index) && statSync(index).isFile()) return { kind: 'file', file: index };
  } catch {
    // No index: a folder is not listed.
  }
  return { kind: 'missing' };
}

/** Sends a file of the site with its type and the site's policy. */
export function sendSiteFile(res: ServerResponse, file: string): void {
  const size = statSync(file).size;
  res.writeHead(200, {
    'Content-Type': contentTypeOf(file),
    'Content-Length': String(size),
    // A rebuilt site is seen at once.
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': SITE_CSP,
  });
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
