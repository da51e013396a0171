// The deck file: its zod schema (raw input) and parseDeck, which checks the cross-field rules and
// returns a Deck or every problem found.

import { config, z } from 'zod';
import {
  CUES,
  LAYOUTS,
  MAX_COLOURS,
  MAX_HAND_SIZE,
  MAX_ICONS,
  MAX_ICONS_PER_COLOUR,
  MAX_PLAYERS,
  MAX_VALUE,
  MAX_WILD_CORES,
  MIN_COLOURS,
  MIN_ICONS,
  MIN_ICONS_PER_COLOUR,
  SCORINGS,
  WILD_SCOPES,
  err,
  ok,
} from './types.ts';
import type { Card, Deck, Problem, Result, RuleOptions } from './types.ts';
import { deckCounts, enumerateCards } from './cards.ts';
import { UNSAFE_TEXT } from './names.ts';
import { problemsFromZod } from './problems.ts';

// Checked without compiling code: zod builds each object check with `new Function` unless told not
// to, and probes for it as a schema is built, which a page whose Content-Security-Policy has no
// 'unsafe-eval' (the site as `jibe preview` serves it) reports as a violation. Set in every file
// that builds a schema, before it builds one, whatever order a bundler gives the files.
config({ jitless: true });

export const DECK_FORMAT = 1;

/** Rule options of docs/rules.md §8 with the project's defaults. */
export const DEFAULT_OPTIONS: RuleOptions = {
  handSize: 5,
  layout: 'halves',
  wildPenalty: 100,
  wildScope: 'side',
  coreBonus: true,
  scoring: 'total',
  players: { min: 2, max: 6 },
};

const wholeIn = (min: number, max: number) => z.int().min(min).max(max);

// Ids name files (a card id joins two icon ids, a build folder holds the deck id): 32 characters keep
// every path well inside a file system's 255 bytes a name.
const id = z
  .string()
  .max(32)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'expected an id of lower-case letters, digits and dashes');

/** Text printed on cards, in the rulebook and on a terminal: bounded, and without control characters. */
// An npm: art reference as pack-deck records it: a package name (npm's characters, an optional
// scope), then a file path and an optional icon name, in plain characters only, so that the package
// the rulebook credits can hold no markup.
const NPM_REFERENCE =
  /^npm:(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*\/[A-Za-z0-9_.~-]+(?:\/[A-Za-z0-9_.~-]+)*(?:#[A-Za-z0-9_-]+)?$/;

export const printedText = (max: number, min = 1) =>
  z
    .string()
    .min(min)
    .max(max)
    .refine((text) => !UNSAFE_TEXT.test(text), 'expected no control or bidirectional-override characters');

export const playersSchema = z.strictObject({
  min: wholeIn(1, MAX_PLAYERS).describe('Fewest players'),
  max: wholeIn(1, MAX_PLAYERS).describe('Most players; players × handSize must leave at least one card in the pile'),
});

/** Rule options as a deck file or a game record writes them: every field optional. */
export const optionsSchema = z.strictObject({
  handSize: wholeIn(1, MAX_HAND_SIZE).optional().describe('Cards in each hand after the deal'),
  layout: z.enum(LAYOUTS).optional().describe('How a pair card shows its two sets: three sides each, or alternating'),
  wildPenalty: wholeIn(-MAX_VALUE, MAX_VALUE)
    .optional()
    .describe('What a wild set left in hand costs at the end of a round'),
  wildScope: z
    .enum(WILD_SCOPES)
    .optional()
    .describe('side: only wild sides skip the colour rule; card: a card with a wild set skips it on every side'),
  coreBonus: z.boolean().optional().describe('After placing a core, a second card touching it may be placed'),
  scoring: z.enum(SCORINGS).optional().describe('total: add round scores; rounds: a point per round won'),
  players: playersSchema.optional(),
});

const colourHex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like "#0072B2"');

// A file of the deck's look: a path inside the deck folder (the build checks it stays there), or an
// installed npm package's file.
const lookFile = (what: string) =>
  z.string().min(1).max(1000).describe(`${what}: a path relative to the deck folder, or npm:package/file`);

/** The card sizes a deck may name; generator/print/card-size.ts holds what they measure. */
export const LOOK_SIZE_NAMES = ['tgc-hex', 'small'] as const;

/** How a deck's cards look beyond their contents: size, back colours, fonts, templates. */
export const lookSchema = z.strictObject({
  size: z
    .union([
      z.enum(LOOK_SIZE_NAMES),
      z.strictObject({
        cornerToCorner: z.number().min(30).max(300).describe('Trim size corner to corner, in mm'),
        bleed: z.number().min(0).max(10).describe('Art printed beyond the cut, all round, in mm'),
        safe: z.number().min(0).max(20).describe('Distance inside the cut that holds every text and icon, in mm'),
      }),
    ])
    .optional()
    .describe('The card size: tgc-hex, small, or your own in mm; a --size flag wins over it'),
  back: z
    .strictObject({
      colour: colourHex.optional().describe("The back's field"),
      stripe: colourHex.optional().describe('Its stripes (the default: a shade lighter than the field)'),
      text: colourHex.optional().describe('The deck name on the back'),
      accent: colourHex.optional().describe("The medallion's edge"),
    })
    .optional(),
  fonts: z
    .strictObject({
      regular: lookFile('A TrueType or OpenType font (.ttf, .otf) for the card texts').optional(),
      bold: lookFile('The bold face (the value, the deck name); the default is the regular file').optional(),
    })
    .optional(),
  templates: z
    .strictObject({
      face: lookFile('A Handlebars template that replaces templates/card-face.hbs').optional(),
      back: lookFile('A Handlebars template that replaces templates/card-back.hbs').optional(),
      shapes: lookFile('A Handlebars partial that replaces templates/card-shapes.hbs').optional(),
    })
    .optional(),
});

export const deckFileSchema = z.strictObject({
  $schema: z.string().optional(),
  format: z.literal(DECK_FORMAT).describe('Deck file format version'),
  id: id.describe('Short id of the deck, used for output folders'),
  // 32 characters of a usual name fit across the back of the 63 mm card at 1.6 mm or more.
  name: printedText(32).describe('Name printed on card backs and the rulebook'),
  description: printedText(2000, 0).optional(),
  icons: z
    .array(
      z.strictObject({
        id: id,
        // A bound on the work, not the fit: whether two names share a card's caption at 2.5 mm or more
        // depends on the card size, and the build checks each card.
        name: printedText(64),
        value: wholeIn(0, MAX_VALUE).describe('Points of one set of this icon'),
        colour: id.describe('Id of one of the colours'),
        art: z
          .string()
          .min(1)
          .max(1000)
          .describe('SVG file: a path relative to the deck folder, or npm:package/file.svg'),
        artSource: z
          .string()
          .max(200, 'expected at most 200 characters')
          .regex(
            NPM_REFERENCE,
            'expected the npm: reference the art was packed from, such as "npm:@iconify-json/lucide/icons.json#star" (a package name, then a file path; no markup, spaces or control characters)',
          )
          .optional()
          .describe(
            'Where the art came from when jibe pack-deck made it a file of the bundle: its npm: reference (npm:package/file.svg or npm:package/icons.json#icon); the rulebook credits the package',
          ),
      }),
    )
    .min(MIN_ICONS)
    .max(MAX_ICONS)
    .describe(
      `The icons, in deck order: ${MIN_ICONS_PER_COLOUR} to ${MAX_ICONS_PER_COLOUR} of each colour (the classic deck has 12, 3 of each)`,
    ),
  wild: id.describe('Id of the wild icon'),
  wildCores: z.int().min(0).max(MAX_WILD_CORES).describe('How many core cards the wild icon has'),
  colours: z
    .array(
      z.strictObject({
        id: id,
        name: printedText(32),
        screen: colourHex,
        cue: z.enum(CUES).describe('A mark printed with the colour for colour-blind players'),
      }),
    )
    .min(MIN_COLOURS)
    .max(MAX_COLOURS)
    .describe(
      `${MIN_COLOURS} to ${MAX_COLOURS} colours, each with a cue of its own and shared by ${MIN_ICONS_PER_COLOUR} to ${MAX_ICONS_PER_COLOUR} icons (the classic deck has 4)`,
    ),
  options: optionsSchema.optional(),
  marks: z
    .boolean()
    .optional()
    .describe('false: no machine-readable mark on the card faces (for a clean retail print); the default is true'),
  look: lookSchema.optional().describe('The card size, back colours, fonts and templates of this deck'),
});

export type DeckFile = z.infer<typeof deckFileSchema>;

function findDuplicates(ids: readonly string[]): string[] {
  return ids.filter((x, i) => ids.indexOf(x) !== i);
}

/** Cross-field checks that the schema cannot say: references, counts, the deal limit. */
function checkDeck(file: DeckFile, options: RuleOptions, cardCount: number): Problem[] {
  const problems: Problem[] = [];
  const iconIds = file.icons.map((i) => i.id);
  const colourIds = file.colours.map((c) => c.id);
  for (const dup of new Set(findDuplicates(iconIds)))
    problems.push({ path: 'icons', message: `icon id "${dup}" is used twice` });
  for (const dup of new Set(findDuplicates(colourIds)))
    problems.push({ path: 'colours', message: `colour id "${dup}" is used twice` });
  file.icons.forEach((icon, i) => {
    if (!colourIds.includes(icon.colour))
      problems.push({
        path: `icons[${i}].colour`,
        message: `unknown colour "${icon.colour}" (the colours are ${colourIds.join(', ')})`,
      });
  });
  file.colours.forEach((colour, i) => {
    const count = file.icons.filter((icon) => icon.colour === colour.id).length;
    if (count < MIN_ICONS_PER_COLOUR || count > MAX_ICONS_PER_COLOUR)
      problems.push({
        path: `colours[${i}]`,
        message: `${colour.id} has ${count} icon${count === 1 ? '' : 's'}; each colour needs ${MIN_ICONS_PER_COLOUR} to ${MAX_ICONS_PER_COLOUR}`,
      });
    const first = file.colours.findIndex((c) => c.cue === colour.cue);
    if (first < i)
      problems.push({
        path: `colours[${i}].cue`,
        message: `${colour.id} has the cue "${colour.cue}" of ${file.colours[first]!.id}; each colour needs a cue of its own, so that colour-blind players can tell them apart (${CUES.join(', ')})`,
      });
  });
  if (!iconIds.includes(file.wild))
    problems.push({ path: 'wild', message: `unknown icon "${file.wild}" (the icons are ${iconIds.join(', ')})` });
  if (problems.length === 0) problems.push(...checkCardIds(file));
  problems.push(...playersOrderProblems(options));
  const { max } = options.players;
  if (max * options.handSize > cardCount - 1)
    problems.push({
      path: 'options.players.max',
      message: `${max} players × ${options.handSize} cards is more than the ${cardCount - 1} cards left after the starting core`,
    });
  return problems;
}

/** A card as the deck file's author knows it, for a message. */
function describeCard(card: Card, wild: string): string {
  const [a, b] = card.sets as [string, string | undefined];
  if (b !== undefined) return `the pair card of "${a}" and "${b}"`;
  return a === wild ? `a wild core of "${a}"` : `the core card of "${a}"`;
}

/**
 * Card ids are made by joining icon ids with "-" (docs/rules.md §2), so an icon id such as "core",
 * "joker-1" or "a-b" beside "b-c" can make two cards with one id; the build, the simulator and
 * every record rely on card ids being unique. Refused here, naming the icon most likely to blame:
 * the first of the two cards' icons whose id is "core" or holds a "-".
 */
function checkCardIds(file: DeckFile): Problem[] {
  const problems = new Map<number, { first: string; more: number }>();
  const cards = enumerateCards(
    { ...file, options: DEFAULT_OPTIONS, icons: file.icons.map((i) => ({ ...i })) } as Deck,
    'halves',
  );
  const seen = new Map<string, Card>();
  for (const card of cards) {
    const other = seen.get(card.id);
    if (other === undefined) {
      seen.set(card.id, card);
      continue;
    }
    const involved = new Set([...other.sets, ...card.sets]);
    const blamed = file.icons.findIndex((i) => involved.has(i.id) && (i.id === 'core' || i.id.includes('-')));
    const known = problems.get(blamed);
    if (known !== undefined) known.more++;
    else {
      const first = `"${file.icons[blamed]?.id}" makes two cards with the id "${card.id}": ${describeCard(other, file.wild)} and ${describeCard(card, file.wild)}`;
      problems.set(blamed, { first, more: 0 });
    }
  }
  return [...problems].map(([blamed, { first, more }]) => ({
    path: `icons[${blamed}].id`,
    message: `${first}${more > 0 ? ` (and ${more} more clashes)` : ''}; card ids join icon ids with "-", so choose another icon id`,
  }));
}

/** Fills in the defaults for the options a deck or record leaves out. */
export function resolveOptions(base: RuleOptions, overrides: z.infer<typeof optionsSchema> | undefined): RuleOptions {
  const out = { ...base };
  for (const [key, value] of Object.entries(overrides ?? {}))
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  return out;
}

/** The one wording of players.min above players.max, for a deck file and a saved game alike. */
function playersOrderProblems({ players: { min, max } }: RuleOptions): Problem[] {
  return min > max ? [{ path: 'options.players', message: `min (${min}) is more than max (${max})` }] : [];
}

/** Rule options in full, as a game keeps them: every field given, each within the deck file's bounds. */
const fullOptionsSchema = z.object({ options: optionsSchema.required() });

/**
 * Checks a game's rule options (a saved game's `options`, every field present) with the deck
 * file's own schema and wording; each problem's path starts at `options`.
 */
export function parseRuleOptions(input: unknown): Result<RuleOptions, Problem[]> {
  const parsed = fullOptionsSchema.safeParse({ options: input });
  if (!parsed.success) return err(problemsFromZod(parsed.error, { options: input }, fullOptionsSchema));
  const options = parsed.data.options;
  const problems = playersOrderProblems(options);
  return problems.length > 0 ? err(problems) : ok(options);
}

/** Validates a parsed deck file (JSON already read) and returns the Deck or every problem. */
export function parseDeck(input: unknown): Result<Deck, Problem[]> {
  const parsed = deckFileSchema.safeParse(input);
  if (!parsed.success) return err(problemsFromZod(parsed.error, input, deckFileSchema));
  const file = parsed.data;
  const options = resolveOptions(DEFAULT_OPTIONS, file.options);
  const problems = checkDeck(file, options, deckCounts(file).cards);
  if (problems.length > 0) return err(problems);
  const deck: Deck = {
    id: file.id,
    name: file.name,
    icons: file.icons.map((i) => ({ ...i })),
    wild: file.wild,
    wildCores: file.wildCores,
    colours: file.colours.map((c) => ({ ...c })),
    options,
  };
  if (file.description !== undefined) deck.description = file.description;
  if (file.marks === false) deck.marks = false;
  if (file.look !== undefined) deck.look = file.look;
  return ok(deck);
}

/** The JSON Schema published for editors (decks/deck.schema.json is generated from this). */
export const deckJsonSchema = (): unknown => z.toJSONSchema(deckFileSchema, { io: 'input' });
