// The commands of `jibe`: name, description and flags of each, cheap to load; a command's own module
// (and with it the engine, zod, pdfkit, resvg or Handlebars) is imported only when that command runs,
// so `jibe --help` starts fast. Each handler writes through the run's CliIo, never process.stdout.

import { availableParallelism } from 'node:os';
import type { CommandModule } from 'yargs';
import type { BuildFlags } from '../../generator/print/build-options.ts';
import type { CardsArgs } from './cards.ts';
import type { CheckArgs } from './check.ts';
import type { HintArgs } from './hint.ts';
import type { NewDeckArgs } from './new-deck.ts';
import type { PackDeckArgs } from './pack-deck.ts';
import type { PreviewArgs } from './preview.ts';
import { type CliIo, deckOption } from './options.ts';
import type { ReplayArgs } from './replay.ts';
import type { ReadTableArgs } from './read-table.ts';
import type { RulebookArgs } from './rulebook.ts';
import type { SimulateArgs } from './simulate.ts';
import type { ValidateDeckArgs } from './validate-deck.ts';

/**
 * print/build-options.ts's DUPLEX_MODES and print/card-size.ts's DEFAULT_SIZE, repeated here because
 * those modules load the deck schema; test/cli checks that they agree.
 */
export const DUPLEX_CHOICES = ['long', 'short', 'fold'] as const;
export const DEFAULT_SIZE_NAME = 'tgc-hex';

const cards = (io: CliIo): CommandModule<object, CardsArgs> => ({
  command: 'cards',
  describe: 'List every card of a deck: id, kind, sides, value',
  builder: (y) =>
    y
      .option('deck', deckOption)
      .option('json', { type: 'boolean', default: false, describe: 'Print JSON: [{id, kind, sides, value}]' }) as never,
  handler: async (args) => (await import('./cards.ts')).runCards(args, io),
});

const check = (io: CliIo): CommandModule<object, CheckArgs> => ({
  command: 'check [file]',
  describe: 'Check placements: {"table": [...], "place": {...}} or a list of them (file or - for stdin)',
  builder: (y) =>
    y
      .option('deck', deckOption)
      .positional('file', { type: 'string', describe: 'JSON file, or - for standard input' }) as never,
  handler: async (args) => (await import('./check.ts')).runCheck(args, io),
});

const replay = (io: CliIo): CommandModule<object, ReplayArgs> => ({
  command: 'replay <file>',
  describe: 'Replay a game record, check every turn, print points, penalties, totals and winners',
  builder: (y) =>
    y
      .option('deck', { type: 'string', describe: "Deck folder (default: the record's deck, else classic)" })
      .option('json', { type: 'boolean', default: false, describe: 'Print JSON: {rounds, totals, winners}' })
      .positional('file', {
        type: 'string',
        demandOption: true,
        describe: 'Game record (JSON), or - for standard input',
      }) as never,
  handler: async (args) => (await import('./replay.ts')).runReplay(args, io),
});

const validateDeck = (io: CliIo): CommandModule<object, ValidateDeckArgs> => ({
  command: 'validate-deck <dir>',
  describe: 'Check a deck folder as build does: schema, colours, ids, art files, deal limit, names on the cards',
  builder: (y) =>
    y.positional('dir', { type: 'string', demandOption: true, describe: 'Deck folder' }).option('size', {
      type: 'string',
      describe: `Card size the names must fit, as for build (default: the deck's look.size, else ${DEFAULT_SIZE_NAME})`,
    }) as never,
  handler: async (args) => (await import('./validate-deck.ts')).runValidateDeck(args, io),
});

const schema = (io: CliIo): CommandModule<object, { bundle: boolean }> => ({
  command: 'schema',
  builder: (y) =>
    y.option('bundle', {
      type: 'boolean',
      default: false,
      describe: "Print the deck bundle's schema (one file, art inside)",
    }) as never,
  describe: "Print the deck file's JSON Schema",
  handler: async (args) => (await import('./schema.ts')).runSchema(args, io),
});

const packDeck = (io: CliIo): CommandModule<object, PackDeckArgs> => ({
  command: 'pack-deck',
  describe: 'Write a deck as one file with its art inside (a deck bundle), for the site or another machine',
  builder: (y) =>
    y
      .option('deck', deckOption)
      .option('out', { type: 'string', describe: 'The bundle to write (default: <deck id>.jibe here)' }) as never,
  handler: async (args) => (await import('./pack-deck.ts')).runPackDeck(args, io),
});

const build = (io: CliIo): CommandModule<object, BuildFlags> => ({
  command: 'build',
  describe: 'Build print files: one SVG and PNG per card and the back, a manifest, PDF sheets',
  builder: (y) =>
    y
      .option('deck', deckOption)
      .option('out', { type: 'string', default: 'output', describe: 'Folder that receives <deck-id>/' })
      .option('paper', { type: 'string', describe: 'a4, letter or WxHmm (default: both a4 and letter)' })
      .option('size', {
        type: 'string',
        describe: `Card size: tgc-hex, small, or corner-to-corner mm (e.g. 80mm); wins over the deck's look.size (default: the deck's, else ${DEFAULT_SIZE_NAME})`,
      })
      .option('dpi', { type: 'number', default: 300, describe: 'PNG resolution' })
      .option('only', { type: 'string', describe: 'Build only these card ids (comma-separated)' })
      .option('duplex', {
        type: 'string',
        default: 'long',
        choices: DUPLEX_CHOICES,
        describe: 'Backs for long- or short-edge flipping, or a fold layout',
      })
      .option('offset', {
        type: 'string',
        default: '0,0',
        describe: 'Shift the back pages by X,Y mm (right, down as the back page lies) for a drifting printer',
      })
      .option('gutter', {
        type: 'number',
        default: 0,
        describe:
          'Space in mm between rows of cards, so flat edges get bleed too (e.g. 6.35; fewer cards a page on Letter)',
      })
      .option('shop', {
        type: 'boolean',
        default: false,
        describe: "Print-shop export: PNGs on the shop's exact canvas, one card per PDF page with TrimBox/BleedBox",
      })
      .option('low-ink', { type: 'boolean', default: false, describe: 'Light bands on the faces and a light back' })
      .option('cmyk', { type: 'boolean', default: false, describe: 'With --shop: a CMYK PDF/X-3 through Ghostscript' })
      .option('tts', {
        type: 'boolean',
        default: false,
        describe: 'Also a Tabletop Simulator deck under tts/',
      }) as never,
  handler: async (flags) => (await import('./build.ts')).runBuild(flags, io),
});

const simulate = (io: CliIo): CommandModule<object, SimulateArgs> => ({
  command: 'simulate',
  describe: 'Let bots play many games of a deck and write a balance report (output/<deck-id>/balance/)',
  builder: (y) =>
    y
      .option('deck', deckOption)
      .option('players', { type: 'number', default: 4, describe: 'Players per game' })
      .option('games', { type: 'number', default: 1000, describe: 'Games to play' })
      .option('bots', {
        type: 'string',
        default: 'greedy',
        describe:
          'Bots (random, greedy, careful, joker, search), comma-separated, or a weighted mix such as greedy:3,joker:1; repeated over the seats and moved one seat each game',
      })
      .option('rounds', {
        type: 'number',
        describe: "Rounds per game (default: the rulebook's game, a round per player)",
      })
      .option('seed', { type: 'number', default: 1, describe: 'Seed of the run: the same seed plays the same games' })
      .option('workers', {
        type: 'number',
        default: availableParallelism(),
        describe: 'Worker threads (1: play in this thread)',
      })
      .option('json', { type: 'boolean', default: false, describe: 'Print report.json instead of the summary' })
      .option('compare', {
        type: 'string',
        describe: 'A second deck folder (or deck.json) to play on the same seeds and compare',
      })
      .option('out', {
        type: 'string',
        describe: 'Report folder (default: output/<deck-id>/balance, a compare-… folder inside it with --compare)',
      })
      .option('export-game', {
        type: 'number',
        describe: 'Also write game N (1 = the first) as a game record for jibe replay',
      })
      .option('sweep', {
        type: 'string',
        describe:
          'option=v1,v2,… (a rule option, wildCores, icons.<id>.value) or players=2..6: one report over several values, same seeds',
      })
      .option('shard', {
        type: 'string',
        describe: 'K/N: play the K-th of N parts of the games and write a shard file',
      })
      .option('merge', {
        type: 'string',
        array: true,
        describe: 'Shard folders or files to join into the report one run gives',
      })
      .option('seconds-per-turn', {
        type: 'number',
        describe: 'Seconds a turn takes at a table, for game length (default 20)',
      })
      .option('think-ms', {
        type: 'number',
        describe: "The search bot's thinking a move, in ms of one core (a count of moves, so results repeat)",
      }) as never,
  handler: async (args) => (await import('./simulate.ts')).runSimulate(args, io),
});

const hint = (io: CliIo): CommandModule<object, HintArgs> => ({
  command: 'hint [file]',
  describe: 'List the best legal placements for a hand: {"table": [...], "hand": [card ids], "bonus"?: {"q","r"}}',
  builder: (y) =>
    y
      .option('deck', deckOption)
      .option('top', { type: 'number', default: 10, describe: 'How many placements to list' })
      .option('json', {
        type: 'boolean',
        default: false,
        describe: 'Print JSON: [{card, q, r, rotation, points, bonus?, total}]',
      })
      .positional('file', { type: 'string', describe: 'JSON file, or - for standard input' }) as never,
  handler: async (args) => (await import('./hint.ts')).runHint(args, io),
});

const rulebook = (io: CliIo): CommandModule<object, RulebookArgs> => ({
  command: 'rulebook',
  describe:
    'Write the rulebook: rulebook-a4.pdf, rulebook-letter.pdf and rulebook/ (HTML, images, toc.json for the site)',
  builder: (y) =>
    y
      .option('deck', deckOption)
      .option('out', { type: 'string', describe: 'Output folder (default output/DECK-ID)' })
      .option('paper', { type: 'string', default: 'both', describe: 'a4, letter or both' }) as never,
  handler: async (args) => (await import('./rulebook.ts')).runRulebook(args, io),
});

const preview = (io: CliIo): CommandModule<object, PreviewArgs> => ({
  command: 'preview',
  describe: "A local page showing the deck's faces, back, first sheet and rulebook, redrawn as you save",
  builder: (y) =>
    y
      .option('deck', deckOption)
      .option('port', { type: 'number', default: 4325, describe: 'Port on 127.0.0.1 (0: any free port)' })
      .option('size', {
        type: 'string',
        describe: `Card size, as for build (default: the deck's look.size, else ${DEFAULT_SIZE_NAME})`,
      })
      .option('paper', { type: 'string', default: 'a4', describe: 'Paper of the sheet shown: a4, letter or WxHmm' })
      .option('site', {
        type: 'string',
        describe:
          "A built site whose Play page the 'Play this deck' link opens (default: output/<deck id>/site, else output/classic/site)",
      })
      .option('open', {
        type: 'boolean',
        default: true,
        describe: 'Open the page in the browser (--no-open: only print its address)',
      }) as never,
  handler: async (args) => (await import('./preview.ts')).runPreview(args, io),
});

const newDeck = (io: CliIo): CommandModule<object, NewDeckArgs> => ({
  command: 'new-deck <dir>',
  describe: 'Start a deck of your own: a copy of a deck with its own id and name, ready to edit and preview',
  builder: (y) =>
    y
      .positional('dir', {
        type: 'string',
        demandOption: true,
        describe: 'New deck folder (must not exist, or be empty)',
      })
      .option('from', {
        type: 'string',
        default: 'classic',
        describe: 'Deck to start from: a deck id under decks/, or a folder',
      })
      .option('name', {
        type: 'string',
        describe: 'Name printed on the cards (default: from the folder name)',
      }) as never,
  handler: async (args) => (await import('./new-deck.ts')).runNewDeck(args, io),
});

const readTable = (io: CliIo): CommandModule<object, ReadTableArgs> => ({
  command: 'read-table <image>',
  describe: "Read a photo of a table of printed cards: each card's cell, rotation and confidence, from the marks",
  builder: (y) =>
    y
      .option('deck', deckOption)
      .option('json', {
        type: 'boolean',
        default: false,
        describe: 'Print JSON: {cards: [{card, q, r, rotation, confidence, reason?}]} (q null: unsure)',
      })
      .positional('image', { type: 'string', demandOption: true, describe: 'Photo (PNG or JPEG)' }) as never,
  handler: async (args) => (await import('./read-table.ts')).runReadTable(args, io),
});

/** Every command, in the order of `jibe --help`, writing through `io`. */
export const commandsFor = (io: CliIo): CommandModule<object, never>[] =>
  [
    cards,
    check,
    replay,
    validateDeck,
    schema,
    newDeck,
    packDeck,
    build,
    preview,
    simulate,
    hint,
    rulebook,
    readTable,
  ].map((command) => command(io) as unknown as CommandModule<object, never>);
