// `jibe preview`: a page on this machine showing a deck's faces, back, first sheet and rulebook,
// redrawn within a second of each save of deck.json, an art file or a card template. It runs until
// Ctrl-C; the page says when the server has stopped.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../lib/input-error.ts';
import { parseCardSize } from '../../draw/card-size.ts';
import { parsePaper } from '../../draw/paper.ts';
import { startPreview } from '../../generator/preview/preview-server-fs.ts';
import type { PreviewArgs } from './index.ts';
import type { CliIo } from './options.ts';

/** Asks the desktop to open the page; quietly does nothing where there is no desktop. */
function openInBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  try {
    const child = spawn(command, [url], { stdio: 'ignore', detached: true });
    child.on('error', () => {});
    child.unref();
  } catch {
    // No opener: the URL is printed anyway.
  }
}

export async function runPreview(args: PreviewArgs, io: CliIo): Promise<void> {
  // A deck that does not load is shown on the page while the designer mends it; a folder that is not
  // there at all is a mistyped path.
  if (!existsSync(args.deck)) throw new InputError(args.deck, 'no such deck folder');
  if (args.site !== undefined && !existsSync(join(args.site, 'play', 'index.html')))
    throw new InputError(
      '--site',
      `${args.site} holds no built site with a Play page (play/index.html): run npm run build`,
    );
  if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65_535)
    throw new InputError('--port', `${args.port} is not a port: use a whole number from 0 (any free port) to 65535`);
  const server = await startPreview({
    deck: args.deck,
    size: args.size === undefined ? null : parseCardSize(args.size),
    paper: parsePaper(args.paper),
    port: args.port,
    host: '127.0.0.1',
    ...(args.site === undefined ? {} : { site: args.site }),
    onRedraw: ({ millis, changed, problem }) =>
      io.stderr.write(
        problem === null
          ? `redrawn in ${Math.round(millis)} ms: ${changed} card${changed === 1 ? '' : 's'} changed\n`
          : `not redrawn: ${problem}\n`,
      ),
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE')
      throw new InputError('--port', `port ${args.port} is in use: choose another with --port (0 for any free port)`);
    throw error;
  });
  io.stdout.write(`Preview of ${args.deck} at ${server.url} (Ctrl-C to stop)\n`);
  if (args.open) openInBrowser(server.url);
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  await server.close();
}
