// validate-deck warns of what builds but prints badly: a value crowded between the side icons,
// colours that look alike, a mark faint on its colour. Warnings name the field, give the numbers
// and leave the exit code 0.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { customDeckWith, type DeckFile } from '../support/custom-deck.ts';
import { runCli } from '../support/run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'jibe-validate-warnings-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

type Editable = DeckFile & { icons: { value: number }[]; colours: { screen: string }[] };

test('a deck with a four-digit value and two near colours gets warnings, and is still valid', async () => {
  const dir = customDeckWith(tmp, 'crowded', (deck) => {
    const d = deck as Editable;
    d.icons[11]!.value = 1500;
    // Blue moved next to green: close to every eye.
    d.colours[3]!.screen = '#10A080';
  });
  const run = await runCli(['validate-deck', dir]);
  expect(run.code).toBe(0);
  const lines = run.stdout.split('\n');
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^warning: .*deck\.json: icons\[11\] \(fire\)\.value: the value 15\d\d is set smaller to fit between the side icons, down to \d+ % of a value's size/,
    ),
  );
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^warning: .*deck\.json: colours\[3\] \(blue\)\.screen: Green \(#009E73\) and Blue \(#10A080\) look alike: ΔE \d+\.\d in normal vision \(below 40\)/,
    ),
  );
  expect(lines).toContainEqual(
    expect.stringMatching(/^Jibe Custom \(custom\): valid, with \d+ print warnings\. 80 cards/),
  );
});
