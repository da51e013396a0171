// `jibe preview`'s own input errors: a deck folder that is not there, a port that is not one. Each
// exits 2 with the place before a server starts (the page itself is tested in preview.browser.test.ts).

import { describe, expect, test } from 'vitest';
import { runCli } from '../support/run-cli.ts';

describe('jibe preview refuses bad flags before it starts', () => {
  test.each([
    [['--deck', 'no/such/deck'], 'no/such/deck: no such deck folder'],
    [['--port', '99999'], '--port: 99999 is not a port'],
    [['--port', '-1'], '--port: -1 is not a port'],
    [['--size', 'constructor'], '--size'],
    [['--site', 'no/such/site'], '--site: no/such/site holds no built site with a Play page'],
  ])('%j', async (flags, message) => {
    const run = await runCli(['preview', '--no-open', ...flags]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stdout).toBe('');
  });
});
