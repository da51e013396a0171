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

// On 60 mm cards the names of 13 faces reach the round of a lower icon's art box whatever their
// place (the value set down to three quarters of its size included); build and validate-deck say so.
test('at 60 mm validate-deck and build warn of names that reach the icons, and build still writes', async () => {
  const over =
    /^warning: .*deck\.json: look\.size: the value and names reach into the round of an icon's art box .* on \d+ cards \(can-beakers, /;
  const validated = await runCli(['validate-deck', 'decks/classic', '--size', '60mm']);
  expect(validated.code).toBe(0);
  expect(validated.stdout.split('\n')).toContainEqual(expect.stringMatching(over));
  const out = join(tmp, 'build-60');
  const built = await runCli(['build', '--size', '60mm', '--only', 'can-beakers', '--paper', 'a4', '--out', out]);
  expect(built.code).toBe(0);
  const lines = built.stderr.split('\n');
  expect(lines).toContainEqual(
    expect.stringMatching(
      /look\.size: the value and names reach into .* on card can-beakers: .*\(jibe validate-deck --size 60mm lists every text that crowds an icon\)$/,
    ),
  );
  // The shipped size: nothing to warn of.
  const quiet = await runCli(['build', '--only', 'can-beakers', '--paper', 'a4', '--out', join(tmp, 'build-tgc')]);
  expect(quiet.code).toBe(0);
  expect(quiet.stderr).not.toContain('warning');
});
