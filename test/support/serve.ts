// A tiny static file server for the built site on 127.0.0.1 (a random free port), serving a folder
// under a URL base path such as "/jibe/", as a project page host would. Localhost counts as a secure
// context, so service workers run.
// Each file is sent with `cache-control: no-cache` and an ETag (its size and time of change), as
// common static hosts do: the browser asks again for a file every time it is used and gets a
// 304 when it has not changed, so a rebuilt site is seen at once, and a reload keeps what the page
// already holds instead of downloading and decoding every file again (the card faces above all:
// each is an SVG document of its own). Without validators a reload of the score page cost about
// twice the processor time.

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

export interface StaticServer {
  /** The site's address: origin plus base, for example `http://127.0.0.1:41234/jibe/`. */
  url: string;
  origin: string;
  base: string;
  /** Every path requested so far (for checks such as "nothing was fetched from the network"). */
  requests: string[];
  close(): Promise<void>;
}

/** Maps a request path to a file under root, or null when it is outside the base or the folder. */
export function resolveRequest(root: string, base: string, urlPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(urlPath.split('?')[0] ?? '');
  } catch {
    return null;
  }
  if (!path.startsWith(base) && `${path}/` !== base) return null;
  const inside = normalize(path.slice(base.length)).replace(/^(\.\.(\/|\\|$))+/, '');
  const file = join(root, inside);
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  return file;
}

async function fileFor(path: string | null): Promise<{ file: string; size: number; mtimeMs: number } | null> {
  if (path === null) return null;
  for (const candidate of [path, join(path, 'index.html')]) {
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile()) return { file: candidate, size: info.size, mtimeMs: info.mtimeMs };
  }
  return null;
}

function send(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(text);
}

/** Serves `root` under `base` ("/" or "/sub/path/") until close() is called. */
export async function serveStatic(root: string, base = '/'): Promise<StaticServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const urlPath = request.url ?? '/';
    requests.push(urlPath);
    const path = resolveRequest(root, base, urlPath);
    fileFor(path)
      .then(async (found) => {
        if (!found) {
          const notFound = await fileFor(join(root, '404.html'));
          response.writeHead(404, { 'content-type': TYPES['.html'] ?? 'text/html' });
          if (notFound) createReadStream(notFound.file).pipe(response);
          else response.end('not found');
          return;
        }
        // A folder without its trailing slash: redirect, as static hosts do, so relative links work.
        const plain = urlPath.split('?')[0] ?? '';
        if (found.file.endsWith(`${sep}index.html`) && !plain.endsWith('/') && !plain.endsWith('index.html')) {
          response.writeHead(301, { location: `${plain}/` });
          response.end();
          return;
        }
        const etag = `"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
        if (request.headers['if-none-match'] === etag) {
          response.writeHead(304, { etag, 'cache-control': 'no-cache' });
          response.end();
          return;
        }
        response.writeHead(200, {
          'content-type': TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream',
          'content-length': String(found.size),
          'cache-control': 'no-cache',
          etag,
        });
        if (request.method === 'HEAD') response.end();
        else createReadStream(found.file).pipe(response);
      })
      .catch((error: unknown) => send(response, 500, String(error)));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}${base}`,
    origin,
    base,
    requests,
    close: () =>
      new Promise<void>((done, fail) => {
        server.closeAllConnections();
        server.close((error) => (error ? fail(error) : done()));
      }),
  };
}
