// The commands of `jibe`: name, description and flags of each, cheap to load; a command's own module
// (and with it the engine, zod, pdfkit, resvg or Handlebars) is imported only when that command runs,
// so `jibe --help` starts fast. Each handler writes through the run's CliIo, never process.stdout.
// Each command is declared once, here; the arguments its module reads (`CardsArgs`, …) are typed
// from that declaration (command.ts), so a flag renamed here fails the type check where it is read.

import { availableParallelism } from 'node:os';
import type { CommandModule } from 'yargs';
import { type CommandArgs, type CommandSpec, toCommandModule } from './command.ts';
import { type CliIo, deckOption } from './options.ts';

/**
 * print/build-options.ts's DUPLEX_MODES and print/card-size.ts's DEFAULT_SIZE, repeated here because
 * those modules load the deck schema; test/cli checks that they agree.
 */
export const DUPLEX_CHOICES = ['long', 'short', 'fold'] as const;
export const DEFAULT_SIZE_NAME = 'tgc-hex';

export const cardsCommand = {
  command: 'cards',
  describe: 'List every card of a deck: id, kind, sides, value',
  options: {
    deck: deckOption,
    json: { type: 'boolean', default: false, describe: 'Print JSON: [{id, kind, sides, value}]' },
  },
} as const satisfies CommandSpec;
export type CardsArgs = CommandArgs<typeof cardsCommand>;

export const checkCommand = {
  command: 'check [file]',
  describe: 'Check placements: {"table": [...], "place": {...}} or a list of them (file or - for stdin)',
  positionals: {
    file: { type: 'string', describe: 'JSON file, or - for standard input' },
  },
  options: {
    deck: deckOption,
  },
} as const satisfies CommandSpec;
export type CheckArgs = CommandArgs<typeof checkCommand>;

export const replayCommand = {
  command: 'replay <file>',
  describe: 'Replay a game record, check every turn, print points, penalties, totals and winners',
  positionals: {
    file: {
      type: 'string',
      demandOption: true,
      describe: 'Game record (JSON), or - for standard input',
    },
  },
  options: {
    deck: { type: 'string', describe: "Deck folder (default: the record's deck, else classic)" },
    json: { type: 'boolean', default: false, describe: 'Print JSON: {rounds, totals, winners}' },
  },
} as const satisfies CommandSpec;
export type ReplayArgs = CommandArgs<typeof replayCommand>;

export const validateDeckCommand = {
  command: 'validate-deck <dir>',
  describe: 'Check a deck folder as build does: schema, colours, ids, art files, deal limit, names on the cards',
  positionals: {
    dir: { type: 'string', demandOption: true, describe: 'Deck folder' },
  },
  options: {
    size: {
      type: 'string',
      describe: `Card size the names must fit, as for build (default: the deck's look.size, else ${DEFAULT_SIZE_NAME})`,
    },
  },
} as const satisfies CommandSpec;
export type ValidateDeckArgs = CommandArgs<typeof validateDeckCommand>;

export const schemaCommand = {
  command: 'schema',
  describe: "Print the deck file's JSON Schema",
  options: {
    bundle: {
      type: 'boolean',
      default: false,
      describe: "Print the deck bundle's schema (one file, art inside)",
    },
  },
} as const satisfies CommandSpec;
export type SchemaArgs = CommandArgs<typeof schemaCommand>;

export const packDeckCommand = {
  command: 'pack-deck',
  describe: 'Write a deck as one file with its art inside (a deck bundle), for the site or another machine',
  options: {
    deck: deckOption,
    out: { type: 'string', describe: 'The bundle to write (default: <deck id>.jibe here)' },
  },
} as const satisfies CommandSpec;
export type PackDeckArgs = CommandArgs<typeof packDeckCommand>;

export const buildCommand = {
  command: 'build',
  describe: 'Build print files: one SVG and PNG per card and the back, a manifest, PDF sheets',
  options: {
    deck: deckOption,
    out: { type: 'string', default: 'output', describe: 'Folder that receives <deck-id>/' },
    paper: { type: 'string', describe: 'a4, letter or WxHmm (default: both a4 and letter)' },
    size: {
      type: 'string',
      describe: `Card size: tgc-hex, small, or corner-to-corner mm (e.g. 80mm); wins over the deck's look.size (default: the deck's, else ${DEFAULT_SIZE_NAME})`,
    },
    dpi: { type: 'number', default: 300, describe: 'PNG resolution' },
    only: { type: 'string', describe: 'Build only these card ids (comma-separated)' },
    duplex: {
      type: 'string',
      default: 'long',
      choices: DUPLEX_CHOICES,
      describe: 'Backs for long- or short-edge flipping, or a fold layout',
    },
    offset: {
      type: 'string',
      default: '0,0',
      describe: 'Shift the back pages by X,Y mm (right, down as the back page lies) for a drifting printer',
    },
    gutter: {
      type: 'number',
      default: 0,
      describe:
        'Space in mm between rows of cards, so flat edges get bleed too (e.g. 6.35; fewer cards a page on Letter)',
    },
    shop: {
      type: 'boolean',
      default: false,
      describe: "Print-shop export: PNGs on the shop's exact canvas, one card per PDF page with TrimBox/BleedBox",
    },
    'low-ink': { type: 'boolean', default: false, describe: 'Light bands on the faces and a light back' },
    cmyk: { type: 'boolean', default: false, describe: 'With --shop: a CMYK PDF/X-3 through Ghostscript' },
    tts: {
      type: 'boolean',
      default: false,
      describe: 'Also a Tabletop Simulator deck under tts/',
    },
  },
} as const satisfies CommandSpec;
export type BuildArgs = CommandArgs<typeof buildCommand>;

export const simulateCommand = {
  command: 'simulate',
  describe: 'Let bots play many games of a deck and write a balance report (output/<deck-id>/balance/)',
  options: {
    deck: deckOption,
    players: { type: 'number', default: 4, describe: 'Players per game' },
    games: { type: 'number', default: 1000, describe: 'Games to play' },
    bots: {
      type: 'string',
      default: 'greedy',
      describe:
        'Bots (random, greedy, careful, joker, search), comma-separated, or a weighted mix such as greedy:3,joker:1; repeated over the seats and moved one seat each game',
    },
    rounds: {
      type: 'number',
      describe: "Rounds per game (default: the rulebook's game, a round per player)",
    },
    seed: { type: 'number', default: 1, describe: 'Seed of the run: the same seed plays the same games' },
    workers: {
      type: 'number',
      default: availableParallelism(),
      describe: 'Worker threads (1: play in this thread)',
    },
    json: { type: 'boolean', default: false, describe: 'Print report.json instead of the summary' },
    compare: {
      type: 'string',
      describe: 'A second deck folder (or deck.json) to play on the same seeds and compare',
    },
    out: {
      type: 'string',
      describe: 'Report folder (default: output/<deck-id>/balance, a compare-… folder inside it with --compare)',
    },
    'export-game': {
      type: 'number',
      describe: 'Also write game N (1 = the first) as a game record for jibe replay',
    },
    sweep: {
      type: 'string',
      describe:
        'option=v1,v2,… (a rule option, wildCores, icons.<id>.value) or players=2..6: one report over several values, same seeds',
    },
    shard: {
      type: 'string',
      describe: 'K/N: play the K-th of N parts of the games and write a shard file',
    },
    merge: {
      type: 'string',
      array: true,
      describe: 'Shard folders or files to join into the report one run gives',
    },
    'seconds-per-turn': {
      type: 'number',
      describe: 'Seconds a turn takes at a table, for game length (default 20)',
    },
    'think-ms': {
      type: 'number',
      describe: "The search bot's thinking a move, in ms of one core (a count of moves, so results repeat)",
    },
  },
} as const satisfies CommandSpec;
export type SimulateArgs = CommandArgs<typeof simulateCommand>;

export const hintCommand = {
  command: 'hint [file]',
  describe: 'List the best legal placements for a hand: {"table": [...], "hand": [card ids], "bonus"?: {"q","r"}}',
  positionals: {
    file: { type: 'string', describe: 'JSON file, or - for standard input' },
  },
  options: {
    deck: deckOption,
    top: { type: 'number', default: 10, describe: 'How many placements to list' },
    json: {
      type: 'boolean',
      default: false,
      describe: 'Print JSON: [{card, q, r, rotation, points, bonus?, total}]',
    },
  },
} as const satisfies CommandSpec;
export type HintArgs = CommandArgs<typeof hintCommand>;

export const rulebookCommand = {
  command: 'rulebook',
  describe:
    'Write the rulebook: rulebook-a4.pdf, rulebook-letter.pdf and rulebook/ (HTML, images, toc.json for the site)',
  options: {
    deck: deckOption,
    out: { type: 'string', describe: 'Output folder (default output/DECK-ID)' },
    paper: { type: 'string', default: 'both', describe: 'a4, letter or both' },
  },
} as const satisfies CommandSpec;
export type RulebookArgs = CommandArgs<typeof rulebookCommand>;

export const previewCommand = {
  command: 'preview',
  describe: "A local page showing the deck's faces, back, first sheet and rulebook, redrawn as you save",
  options: {
    deck: deckOption,
    port: { type: 'number', default: 4325, describe: 'Port on 127.0.0.1 (0: any free port)' },
    size: {
      type: 'string',
      describe: `Card size, as for build (default: the deck's look.size, else ${DEFAULT_SIZE_NAME})`,
    },
    paper: { type: 'string', default: 'a4', describe: 'Paper of the sheet shown: a4, letter or WxHmm' },
    site: {
      type: 'string',
      describe:
        "A built site whose Play page the 'Play this deck' link opens (default: output/<deck id>/site, else output/classic/site)",
    },
    open: {
      type: 'boolean',
      default: true,
      describe: 'Open the page in the browser (--no-open: only print its address)',
    },
  },
} as const satisfies CommandSpec;
export type PreviewArgs = CommandArgs<typeof previewCommand>;

export const newDeckCommand = {
  command: 'new-deck <dir>',
  describe: 'Start a deck of your own: a copy of a deck with its own id and name, ready to edit and preview',
  positionals: {
    dir: {
      type: 'string',
      demandOption: true,
      describe: 'New deck folder (must not exist, or be empty)',
    },
  },
  options: {
    from: {
      type: 'string',
      default: 'classic',
      describe: 'Deck to start from: a deck id under decks/, or a folder',
    },
    name: {
      type: 'string',
      describe: 'Name printed on the cards (default: from the folder name)',
    },
  },
} as const satisfies CommandSpec;
export type NewDeckArgs = CommandArgs<typeof newDeckCommand>;

export const readTableCommand = {
  command: 'read-table <image>',
  describe: "Read a photo of a table of printed cards: each card's cell, rotation and confidence, from the marks",
  positionals: {
    image: { type: 'string', demandOption: true, describe: 'Photo (PNG or JPEG)' },
  },
  options: {
    deck: deckOption,
    json: {
      type: 'boolean',
      default: false,
      describe: 'Print JSON: {cards: [{card, q, r, rotation, confidence, reason?}]} (q null: unsure)',
    },
  },
} as const satisfies CommandSpec;
export type ReadTableArgs = CommandArgs<typeof readTableCommand>;

/** Every command's declaration, in the order of `jibe --help`. */
export const COMMANDS = [
  cardsCommand,
  checkCommand,
  replayCommand,
  validateDeckCommand,
  schemaCommand,
  newDeckCommand,
  packDeckCommand,
  buildCommand,
  previewCommand,
  simulateCommand,
  hintCommand,
  rulebookCommand,
  readTableCommand,
] as const;

/** Every command, in the order of `jibe --help`, writing through `io`. */
export const commandsFor = (io: CliIo): CommandModule[] => [
  toCommandModule(cardsCommand, async (args) => (await import('./cards.ts')).runCards(args, io)),
  toCommandModule(checkCommand, async (args) => (await import('./check.ts')).runCheck(args, io)),
  toCommandModule(replayCommand, async (args) => (await import('./replay.ts')).runReplay(args, io)),
  toCommandModule(validateDeckCommand, async (args) => (await import('./validate-deck.ts')).runValidateDeck(args, io)),
  toCommandModule(schemaCommand, async (args) => (await import('./schema.ts')).runSchema(args, io)),
  toCommandModule(newDeckCommand, async (args) => (await import('./new-deck.ts')).runNewDeck(args, io)),
  toCommandModule(packDeckCommand, async (args) => (await import('./pack-deck.ts')).runPackDeck(args, io)),
  toCommandModule(buildCommand, async (args) => (await import('./build.ts')).runBuild(args, io)),
  toCommandModule(previewCommand, async (args) => (await import('./preview.ts')).runPreview(args, io)),
  toCommandModule(simulateCommand, async (args) => (await import('./simulate.ts')).runSimulate(args, io)),
  toCommandModule(hintCommand, async (args) => (await import('./hint.ts')).runHint(args, io)),
  toCommandModule(rulebookCommand, async (args) => (await import('./rulebook.ts')).runRulebook(args, io)),
  toCommandModule(readTableCommand, async (args) => (await import('./read-table.ts')).runReadTable(args, io)),
];
