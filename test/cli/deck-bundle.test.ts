// Deck bundles on the command line: `jibe pack-deck` writes a deck folder as one file, art, templates
// and fonts inside, and every command that takes --deck reads it as it reads the folder.

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli } from '../support/run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'jibe-pack-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const pack = async (deck: string, name: string) => {
  const out = join(tmp, name);
  const run = await runCli(['pack-deck', '--deck', deck, '--out', out]);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return out;
};

const build = async (deck: string, out: string) => {
  const run = await runCli(['build', '--deck', deck, '--out', out, '--only', 'can-plane,key-fire', '--paper', 'a4']);
  expect(run.code).toBe(0);
  // What the art lost is said (the fixture's rocket carries a script), naming the art file.
  expect(run.stderr).toMatch(/rocket\.svg: dropped a script/);
};

describe('jibe pack-deck and --deck with a bundle', () => {
  test('a packed deck builds the same card PNGs and SVGs as its folder, its own art included', async () => {
    const bundle = await pack('test/fixtures/custom-deck', 'rockets.jibe');
    const file = JSON.parse(readFileSync(bundle, 'utf8'));
    expect(file.deckBundle).toBe(1);
    expect(Object.keys(file.files)).toContain('art/rocket.svg');
    // Package art travels as a file of its own.
    expect(file.deck.icons.every((i: { art: string }) => i.art in file.files)).toBe(true);
    await build('test/fixtures/custom-deck', join(tmp, 'from-folder'));
    await build(bundle, join(tmp, 'from-bundle'));
    const id = file.deck.id;
    for (const name of ['can-plane.png', 'can-plane.svg', 'key-fire.png'])
      expect(readFileSync(join(tmp, 'from-bundle', id, 'cards', name))).toEqual(
        readFileSync(join(tmp, 'from-folder', id, 'cards', name)),
      );
  });

  test("a deck's look (templates and fonts) travels in the bundle", async () => {
    const bundle = await pack('test/fixtures/deck-look', 'look.jibe');
    const file = JSON.parse(readFileSync(bundle, 'utf8'));
    expect(file.files['templates/face.hbs'].text).toContain('<svg');
    expect(file.files[file.deck.look.fonts.regular].base64.length).toBeGreaterThan(1000);
    const run = await runCli(['validate-deck', bundle]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/valid/);
  });

  test('new-deck makes an editable folder from a bundle', async () => {
    const bundle = await pack('test/fixtures/custom-deck', 'again.jibe');
    const dir = join(tmp, 'unpacked');
    expect((await runCli(['new-deck', dir, '--from', bundle])).code).toBe(0);
    expect(existsSync(join(dir, 'art', 'rocket.svg'))).toBe(true);
    expect((await runCli(['validate-deck', dir])).code).toBe(0);
  });

  test('a broken bundle is named with its place and the problem, exit 2, and leaves no folder behind', async () => {
    const bundle = JSON.parse(readFileSync(await pack('test/fixtures/custom-deck', 'broken.jibe'), 'utf8'));
    const before = readdirSync(tmpdir()).filter((n) => n.startsWith('jibe-deck-bundle-')).length;
    const cases: [string, (b: any) => void, RegExp][] = [
      [
        'escaping path',
        (b) => (b.files['../../x.svg'] = { text: '<svg/>' }),
        /broken-1\.jibe.*files\["\.\.\/\.\.\/x\.svg"\]/,
      ],
      [
        'missing art',
        (b) => delete b.files['art/rocket.svg'],
        /icons\[8\] \(plane\)\.art: art file "art\/rocket\.svg" is not in/,
      ],
      ['bad value', (b) => (b.deck.icons[0].value = 'ten'), /deck\.icons\[0\] \(can\)\.value/],
      [
        'hostile art',
        (b) => (b.files['art/rocket.svg'] = { text: '<!DOCTYPE x [<!ENTITY e "x">]><svg/>' }),
        /broken-4\.jibe: art\/rocket\.svg: an entity declaration/,
      ],
    ];
    for (const [i, [, change, message]] of cases.entries()) {
      const copy = structuredClone(bundle);
      change(copy);
      const path = join(tmp, `broken-${i + 1}.jibe`);
      writeFileSync(path, JSON.stringify(copy, null, 1));
      const run = await runCli(['build', '--deck', path, '--out', join(tmp, 'never')]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(message);
      expect(run.stderr).not.toContain('jibe-deck-bundle-');
    }
    expect(existsSync(join(tmp, 'never'))).toBe(false);
    // Folders laid out for this process stay until it ends; none is left by a refused bundle.
    expect(readdirSync(tmpdir()).filter((n) => n.startsWith('jibe-deck-bundle-')).length).toBeLessThanOrEqual(
      before + 1,
    );
  });
});
