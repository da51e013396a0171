// The deck bundle: one file holding a deck file and the files it names. Its shape, its bounds and
// the art it must carry, and formatDeckBundle/parseDeckBundle as a round trip.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { deckBundleJsonSchema, formatDeckBundle, isDeckBundle, parseDeckBundle } from '../../engine/index.ts';

// The classic deck with each icon's art a file of its own, as `jibe pack-deck` writes it.
const deckFile = JSON.parse(readFileSync('decks/classic/deck.json', 'utf8'));
delete deckFile.$schema;
for (const icon of deckFile.icons) icon.art = `art/${icon.id}.svg`;
const artFiles = Object.fromEntries(
  deckFile.icons.map((icon: { art: string }) => [
    icon.art,
    { text: '<svg viewBox="0 0 1 1"><path d="M0 0h1v1z"/></svg>' },
  ]),
);
const classic = () => structuredClone(formatDeckBundle(deckFile, artFiles)) as Record<string, any>;
const problems = (input: unknown): string[] => {
  const parsed = parseDeckBundle(input);
  return parsed.ok ? [] : parsed.error.map((p) => `${p.path}: ${p.message}`);
};

describe('a deck bundle', () => {
  test('round-trips: formatted, stringified, parsed back to the same deck and files', () => {
    const parsed = parseDeckBundle(JSON.parse(JSON.stringify(classic())));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.deck.icons.map((i) => i.id)).toHaveLength(12);
    expect(parsed.value.file).toEqual(deckFile);
    expect(formatDeckBundle(parsed.value.file, parsed.value.files)).toEqual(classic());
  });

  test('is told from a plain deck file by its version key', () => {
    expect(isDeckBundle(classic())).toBe(true);
    expect(isDeckBundle(deckFile)).toBe(false);
    expect(isDeckBundle([classic()])).toBe(false);
    expect(isDeckBundle(null)).toBe(false);
  });

  test.each([
    ['a path that climbs out', '../evil.svg'],
    ['an absolute path', '/etc/passwd'],
    ['a Windows path', 'art\\fire.svg'],
    ['a dot segment', 'art/./fire.svg'],
    ['a hidden file', '.env'],
  ])('refuses %s as a file name', (_, name) => {
    const bundle = classic();
    bundle.files[name] = { text: '<svg/>' };
    expect(problems(bundle).join('\n')).toMatch(/^files\[".*"\]: expected a relative path inside the deck folder/);
  });

  test('names the icon whose art is missing, by its path in the bundle', () => {
    const bundle = classic();
    delete bundle.files['art/fire.svg'];
    expect(problems(bundle)).toEqual([
      expect.stringMatching(/^deck\.icons\[\d+\]\.art: art file "art\/fire\.svg" is not in the bundle's files$/),
    ]);
  });

  test("names a deck's own problems under deck.", () => {
    const bundle = classic();
    bundle.deck.icons[0].value = -5;
    expect(problems(bundle).join('\n')).toMatch(/^deck\.icons\[0\]\.value/m);
  });

  test('refuses a wrong version, unknown fields, bad base64 and too many files', () => {
    expect(problems({ ...classic(), deckBundle: 2 }).join()).toMatch(/deckBundle/);
    expect(problems({ ...classic(), extra: 1 }).join()).toMatch(/extra/);
    const bad = classic();
    bad.files['fonts/x.ttf'] = { base64: 'not base64!' };
    expect(problems(bad).join()).toMatch(/expected base64/);
    const many = classic();
    for (let i = 0; i < 70; i++) many.files[`art/x${i}.svg`] = { text: '<svg/>' };
    expect(problems(many)).toEqual(['files: 82 files; a bundle holds at most 64']);
  });

  test("keeps where an icon's art was packed from, and opens a bundle written before it was kept", () => {
    const bundle = classic();
    bundle.deck.icons[0].artSource = 'npm:@iconify-json/lucide/icons.json#can';
    const parsed = parseDeckBundle(JSON.parse(JSON.stringify(bundle)));
    expect(parsed.ok && parsed.value.deck.icons[0]!.artSource).toBe('npm:@iconify-json/lucide/icons.json#can');
    expect(parsed.ok && parsed.value.deck.icons[1]!.artSource).toBeUndefined();
    expect(problems(classic())).toEqual([]);
  });

  test.each([
    ['markup', 'npm:<b>evil</b>/x.svg', /expected the npm: reference the art was packed from/],
    ['a script in the icon name', 'npm:pkg/icons.json#<script>', /no markup, spaces or control characters/],
    ['a control character', 'npm:pkg/x.svg\u0007', /expected the npm: reference/],
    ['a bidirectional override', 'npm:pkg/\u202ex.svg', /expected the npm: reference/],
    ['plain words', 'Drawn by me', /expected the npm: reference/],
    ['a very long reference', `npm:pkg/${'a'.repeat(300)}.svg`, /expected at most 200 characters/],
  ])('refuses %s as an art source, naming the icon', (_, source, message) => {
    const bundle = classic();
    bundle.deck.icons[2].artSource = source;
    const found = problems(bundle);
    expect(found.length).toBeGreaterThan(0);
    for (const line of found) expect(line).toMatch(/^deck\.icons\[2\]\.artSource: /);
    expect(found.join('\n')).toMatch(message);
  });

  test('decks/deck-bundle.schema.json is the schema the code validates with', () => {
    expect(JSON.parse(readFileSync('decks/deck-bundle.schema.json', 'utf8'))).toEqual(deckBundleJsonSchema());
  });
});
