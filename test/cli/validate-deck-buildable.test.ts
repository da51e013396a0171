// validate-deck checks what build checks of a deck, so "valid" means buildable: names that do not fit
// the cards and characters the card font lacks (emoji, which printed as empty boxes) are refused by
// both, naming the field, and a deck one accepts the other accepts.

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { CUSTOM_DECK, customDeckWith, type DeckFile } from '../support/custom-deck.ts';
import { runCli } from '../support/run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'jibe-validate-buildable-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const custom = CUSTOM_DECK;

const deckWith = (name: string, change: (deck: DeckFile) => void): string => customDeckWith(tmp, name, change);

test.each([
  [
    'an emoji in an icon name',
    (d: DeckFile) => (d.icons[6]!.name = 'Rocket 🚀'),
    [],
    'icons[6].name: the card and rulebook font (DejaVu Sans) has no 🚀 (U+1F680): it would print as an empty box',
  ],
  [
    'a Chinese deck name',
    (d: DeckFile) => (d.name = 'Jibe 中文'),
    [],
    'name: the card and rulebook font (DejaVu Sans) has no 中 (U+4E2D), 文 (U+6587)',
  ],
  [
    'an emoji in a colour name (printed in the rulebook)',
    (d: DeckFile) => (d.colours[0]!.name = 'Red 🔥'),
    [],
    'colours[0].name: the card and rulebook font (DejaVu Sans) has no 🔥 (U+1F525)',
  ],
  [
    'an icon name too long for a small card',
    (d: DeckFile) => (d.icons[0]!.name = 'Can'.repeat(20)),
    ['--size', 'small'],
    'do not fit a small card even on two lines',
  ],
  [
    'a deck name too long for the back of a small card',
    (d: DeckFile) => (d.name = 'W'.repeat(32)),
    ['--size', 'small'],
    'on the back of a small card, below 1.5 mm (4 pt); shorten it',
  ],
])('%s is refused by validate-deck and by build alike', async (title, change, flags, message) => {
  const dir = deckWith(title.replaceAll(' ', '-'), change);
  const validate = await runCli(['validate-deck', dir, ...flags]);
  expect(validate.stderr).toContain(message);
  expect(validate.code).toBe(2);
  const out = join(tmp, `${title.replaceAll(' ', '-')}-out`);
  const build = await runCli(['build', '--deck', dir, '--out', out, ...flags]);
  expect(build.stderr).toContain(message);
  expect(build.code).toBe(2);
  expect(existsSync(join(out, 'custom'))).toBe(false);
});

test('a sound deck is valid at both sizes', async () => {
  for (const size of ['tgc-hex', 'small']) {
    const run = await runCli(['validate-deck', custom, '--size', size]);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('valid');
  }
});

test('validate-deck refuses an unknown --size as build does', async () => {
  const run = await runCli(['validate-deck', custom, '--size', 'constructor']);
  expect(run.stderr).toContain('--size: "constructor" is not a card size');
  expect(run.code).toBe(2);
});
