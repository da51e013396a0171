// A deck in one file, its art inside: the deck file and the files it names (icon art, a look's
// templates and fonts) under their paths relative to the deck folder. The command line reads it
// wherever it reads a deck folder and writes it with `jibe pack-deck`; the site opens it, saves
// it and sends it in a link. Only the shape is checked here: each file is checked by the code that
// reads its kind (art is sanitised by the drawing code, fonts by the look's loader).

import { config, z } from 'zod';
import { parseDeck } from './deck-schema.ts';
import { problemsFromZod } from './problems.ts';
import { type Deck, err, ok, type Problem, type Result } from './types.ts';

// Checked without compiling code: zod builds each object check with `new Function` unless told not
// to, and probes for it as a schema is built, which a page whose Content-Security-Policy has no
// 'unsafe-eval' (the site as `jibe preview` serves it) reports as a violation. Set in every file
// that builds a schema, before it builds one, whatever order a bundler gives the files.
config({ jitless: true });

/** Version of the bundle format; its key doubles as the mark that a JSON file is a bundle. */
export const DECK_BUNDLE_FORMAT = 1;
/** At most this many files in a bundle: a deck names one art file an icon (36 at most), a few templates and two fonts. */
export const MAX_BUNDLE_FILES = 64;
/** At most this many characters of file content in all: icon art is kilobytes, a font a megabyte or two. */
export const MAX_BUNDLE_CHARS = 16 * 1024 * 1024;

// A path inside the deck folder, as a deck file names it: forward slashes, no `.` or `..` segment,
// nothing absolute, no characters a file system or a URL would read otherwise.
const BUNDLE_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9_][A-Za-z0-9_.\- ]*(?:\/[A-Za-z0-9_][A-Za-z0-9_.\- ]*)*$/;

const bundleFile = z.union([
  z.strictObject({ text: z.string().describe('The file as UTF-8 text (SVG art, Handlebars templates)') }),
  z.strictObject({
    base64: z
      .string()
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'expected base64')
      .describe('The file as base64 (fonts)'),
  }),
]);

export const deckBundleSchema = z.strictObject({
  $schema: z.string().optional(),
  deckBundle: z.literal(DECK_BUNDLE_FORMAT).describe('Deck bundle format version'),
  deck: z.unknown().describe('The deck file (decks/deck.schema.json), its file references relative to the bundle'),
  files: z.record(z.string(), bundleFile).describe('Each file the deck names, by its path'),
});

export type DeckBundleFile = z.infer<typeof bundleFile>;

/** A checked bundle: the deck, the deck file as it came, and its files. */
export interface DeckBundle {
  deck: Deck;
  /** The deck file as written in the bundle (kept to write it back unchanged). */
  file: unknown;
  files: Record<string, DeckBundleFile>;
}

/** Whether a parsed JSON value is meant as a bundle (as opposed to a plain deck file). */
export const isDeckBundle = (input: unknown): boolean =>
  typeof input === 'object' && input !== null && !Array.isArray(input) && 'deckBundle' in input;

const prefixed = (prefix: string, problems: Problem[]): Problem[] =>
  problems.map((p) => ({ ...p, path: p.path === '' ? prefix : `${prefix}.${p.path}` }));

/** Checks a bundle: its shape and bounds, the deck in it, and that every art file the deck names is inside. */
export function parseDeckBundle(input: unknown): Result<DeckBundle, Problem[]> {
  const parsed = deckBundleSchema.safeParse(input);
  if (!parsed.success) return err(problemsFromZod(parsed.error, input, deckBundleSchema));
  const files = parsed.data.files;
  const names = Object.keys(files);
  const problems: Problem[] = names
    .filter((name) => name.length > 200 || !BUNDLE_PATH.test(name))
    .map((name) => ({
      path: `files[${JSON.stringify(name.slice(0, 200))}]`,
      message:
        'expected a relative path inside the deck folder: plain names joined by "/", no ".." or leading "." or "/"',
    }));
  if (names.length > MAX_BUNDLE_FILES)
    problems.push({ path: 'files', message: `${names.length} files; a bundle holds at most ${MAX_BUNDLE_FILES}` });
  const chars = names.reduce((sum, name) => {
    const f = files[name]!;
    return sum + ('text' in f ? f.text.length : f.base64.length);
  }, 0);
  if (chars > MAX_BUNDLE_CHARS)
    problems.push({
      path: 'files',
      message: `${chars} characters of files; a bundle holds at most ${MAX_BUNDLE_CHARS}`,
    });
  if (problems.length > 0) return err(problems);
  const deck = parseDeck(parsed.data.deck);
  if (!deck.ok) return err(prefixed('deck', deck.error));
  deck.value.icons.forEach((icon, i) => {
    if (!(icon.art in files))
      problems.push({
        path: `deck.icons[${i}].art`,
        message: `art file "${icon.art}" is not in the bundle's files${icon.art.startsWith('npm:') ? ' (jibe pack-deck puts package art inside)' : ''}`,
      });
  });
  if (problems.length > 0) return err(problems);
  return ok({ deck: deck.value, file: parsed.data.deck, files });
}

/** A bundle's JSON value, ready to stringify: the deck file and its files. */
export function formatDeckBundle(file: unknown, files: Readonly<Record<string, DeckBundleFile>>): unknown {
  const sorted = Object.fromEntries(
    Object.keys(files)
      .sort()
      .map((name) => [name, files[name]!]),
  );
  return { deckBundle: DECK_BUNDLE_FORMAT, deck: file, files: sorted };
}

/** The JSON Schema of a bundle, published for editors (decks/deck-bundle.schema.json). */
export function deckBundleJsonSchema(): unknown {
  const schema = z.toJSONSchema(deckBundleSchema, { io: 'input' }) as { properties: Record<string, unknown> };
  const deck = schema.properties.deck as Record<string, unknown>;
  schema.properties.deck = { ...deck, $ref: 'deck.schema.json' };
  return schema;
}
