// The Play page's entry point: reads the deck (the site's, or one a link carries), opens the games
// kept on this device, and moves between the setup and the game. Every move is saved before it is
// shown; a game that does not read is kept aside, untouched, and said so.

import { compileRules, type Deck, type Rules } from '../../../engine/index.ts';
import { buildLessons, type Lesson } from '../lib/play-view.ts';
import { readEmbeddedDeck } from '../table/deck-json.ts';
import { askPersistentStorage, type GameDb, openGameDb } from '../table/game-db.ts';
import { formatRecordText } from '../table/record-text.ts';
import { byId, coverSiteFrame, downloadText } from '../table/ui/dom.ts';
import { guardTaps } from '../table/ui/tap-guard.ts';
import { keepAwake } from '../table/wake.ts';
import { readDeckLink } from '../table/deck-link.ts';
import {
  checkSavedPlay,
  formatSavedPlay,
  newPlay,
  nextOf,
  nowOf,
  type PlayedGame,
  recordOf,
  replayPlay,
  type SavedPlay,
} from './play-game.ts';
import { createPlayScreen } from './ui/play-screen.ts';
import { type KeptPlay, showSetup } from './ui/setup-screen.ts';

/** The Play page's database: the scorekeeper's shape, a store of its own. */
const DB_NAME = 'jibe-play';
const CURRENT = 'current-play';
const SCREENS = ['screen-setup', 'screen-game'] as const;

function showScreen(id: (typeof SCREENS)[number]): void {
  for (const s of SCREENS) byId(s).hidden = s !== id;
  byId('loading').hidden = true;
  coverSiteFrame(id === 'screen-game');
}

/** What the page has to say above its screens: a link that could not be read, games kept aside. */
const notices = { link: '', kept: '' };
function notice(kind: keyof typeof notices, text: string): void {
  notices[kind] = text;
  const box = byId('play-notice');
  box.textContent = [notices.link, notices.kept].filter((t) => t !== '').join(' ');
  box.hidden = box.textContent === '';
}

/** A stored game read back: played again by the engine, or why it cannot be (it stays stored as it is). */
function openStored(rules: Rules, deck: Deck, text: string): { game: PlayedGame } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'it is not readable JSON' };
  }
  const checked = checkSavedPlay(value);
  if (!checked.ok) return { problem: checked.error };
  if (checked.value.deck !== deck.id) return { problem: `it plays with the deck "${checked.value.deck}"` };
  const played = replayPlay(rules, checked.value);
  return played.ok ? { game: played.value } : { problem: played.error };
}

/** How a game stands, for the list: its players, the round, or the winner. */
function labelOf(g: PlayedGame): string {
  const state = nowOf(g);
  const who = g.saved.seats.map((s) => s.name).join(', ');
  const next = nextOf(g);
  if (next.kind === 'over') return `${who}: over`;
  return `${who}: round ${Math.min(state.results.length + 1, state.rounds)} of ${state.rounds}`;
}

async function start(deck: Deck, lessons: Lesson[], db: GameDb, fromLink: unknown): Promise<void> {
  const rules = compileRules(deck);
  const wake = keepAwake();
  const bots = JSON.parse(byId('bots-data').textContent ?? '[]');
  /** Each game's text as this page last read or wrote it: a write expects to find it still stored. */
  const known = new Map<string, string>();
  let current: PlayedGame | null = null;

  /** The saves, one after another: two written at once would each expect the text before both. */
  let saving: Promise<unknown> = Promise.resolve();
  function save(g: PlayedGame): Promise<string | null> {
    const run = saving.then(() => write(g));
    saving = run.catch(() => undefined);
    return run;
  }

  async function write(g: PlayedGame): Promise<string | null> {
    const text = formatSavedPlay(g.saved);
    try {
      const outcome = await db.write({ id: g.saved.id, text }, known.get(g.saved.id) ?? null);
      if (outcome === 'changed') return 'this game was changed in another tab: open it again from the list of games';
    } catch (e) {
      return `not saved, so not played: ${(e as Error).message}`;
    }
    known.set(g.saved.id, text);
    current = g;
    return null;
  }

  const screen = createPlayScreen(
    {
      save,
      menu: () => {
        byId('menu-message').textContent = '';
        byId<HTMLDialogElement>('play-menu').showModal();
      },
      games: () => void showList(undefined, true),
      rematch: (g) => void begin({ seats: g.saved.seats, rounds: g.saved.rounds, teaching: false }),
      exportRecord: (g) => exportRecord(g),
    },
    lessons,
  );

  function exportRecord(g: PlayedGame): string {
    const record = recordOf(g);
    if (record === null) return 'No round is finished yet: a game record holds finished rounds only.';
    const names = g.saved.seats.map((s) => s.name.replace(/[^\p{L}\p{N}-]+/gu, '')).join('-');
    downloadText(`jibe-play-${names}.json`, formatRecordText(record));
    const n = record.rounds.length;
    return `Game record saved: ${n} finished round${n === 1 ? '' : 's'}, for jibe replay.`;
  }

  async function openGame(g: PlayedGame): Promise<void> {
    current = g;
    await db.writeMeta(CURRENT, g.saved.id).catch(() => undefined);
    showScreen('screen-game');
    wake.set(nextOf(g).kind !== 'over');
    screen.show(g);
  }

  async function begin(choice: Parameters<typeof newPlay>[1]): Promise<void> {
    const saved: SavedPlay = newPlay(
      deck,
      { ...choice, ...(fromLink === undefined ? {} : { deckFile: fromLink }) },
      crypto.randomUUID(),
      Date.now(),
      Math.random,
    );
    const played = replayPlay(rules, saved);
    if (!played.ok) {
      byId('setup-message').textContent = played.error;
      return;
    }
    const failed = await save(played.value);
    if (failed !== null) {
      byId('setup-message').textContent = `The game could not start: ${failed}.`;
      return;
    }
    await openGame(played.value);
  }

  /** The games kept: those of this deck, readable ones to resume, the others named with why. */
  async function readKept(): Promise<{ kept: KeptPlay[]; games: Map<string, PlayedGame> }> {
    const games = new Map<string, PlayedGame>();
    const kept: KeptPlay[] = [];
    for (const { id, text } of await db.list()) {
      known.set(id, text);
      const opened = openStored(rules, deck, text);
      if ('game' in opened) {
        games.set(id, opened.game);
        kept.push({ id, label: labelOf(opened.game), over: nextOf(opened.game).kind === 'over', problem: null });
      } else kept.push({ id, label: `A stored game (${id.slice(0, 8)})`, over: false, problem: opened.problem });
    }
    return { kept, games };
  }

  /** The setup with the games kept (read again, unless they were just read); `toGames`: scrolled to the list of games, which Games asked for. */
  async function showList(read?: Awaited<ReturnType<typeof readKept>>, toGames = false): Promise<void> {
    wake.set(false);
    byId<HTMLDialogElement>('play-menu').close();
    const { kept, games } = read ?? (await readKept());
    const aside = kept.filter((k) => k.problem !== null);
    notice(
      'kept',
      aside.length === 0
        ? ''
        : `${aside.length === 1 ? 'A stored game' : `${aside.length} stored games`} could not be opened and ${aside.length === 1 ? 'was' : 'were'} kept aside, untouched (the list of games says why).`,
    );
    showSetup(deck, bots, kept, {
      start: (choice) => void begin(choice),
      resume: (id) => {
        const g = games.get(id);
        if (g !== undefined) void openGame(g);
      },
      remove: (id) => void db.remove(id).then(() => showList()),
    });
    showScreen('screen-setup');
    // Below the setup the list is a screen or more down: Games shows it, its heading focused.
    if (toGames) {
      const title = byId('games-title');
      title.scrollIntoView({ block: 'start' });
      title.focus({ preventScroll: true });
    }
  }

  byId('play-menu-close').onclick = () => byId<HTMLDialogElement>('play-menu').close();
  byId('menu-export').onclick = () => {
    if (current !== null) byId('menu-message').textContent = exportRecord(current);
  };
  byId('menu-save').onclick = () => {
    if (current === null) return;
    downloadText(`jibe-play-saved-${current.saved.id.slice(0, 8)}.json`, formatSavedPlay(current.saved));
    byId('menu-message').textContent = 'Copy saved: the whole game as it stands.';
  };
  byId('menu-new').onclick = () => void showList();

  // A game left open is opened again (not for a deck from a link: its setup comes first).
  const stored = await db.readMeta(CURRENT);
  const read = await readKept();
  const last = stored === undefined || fromLink !== undefined ? undefined : read.games.get(stored);
  if (last !== undefined) return openGame(last);
  return showList(read);
}

async function boot(): Promise<void> {
  guardTaps();
  const app = byId('play-app');
  let deck = readEmbeddedDeck(byId('deck-data').textContent ?? '');
  let fromLink: unknown;
  const linked = await readDeckLink(location.hash);
  if (linked !== null) {
    if (!linked.ok)
      notice('link', `This link's deck cannot be played, so the site's own deck is offered: ${linked.error}.`);
    else {
      deck = linked.value.deck;
      fromLink = linked.value.file;
      const faces = linked.value.faces;
      const drawn =
        linked.value.bundle &&
        (await (
          await import('../draw/drawn-faces.ts')
        ).showBundleFaces(app, linked.value.file, (text) => notice('link', text)));
      if (drawn) {
        // The faces are the deck's own, drawn here.
      } else if (faces === null) delete app.dataset.art;
      else {
        app.dataset.art = faces.base;
        app.dataset.artBox = `${faces.width} ${faces.height}`;
        app.dataset.artVersion = '';
      }
    }
  }
  app.dataset.deck = deck.id;
  byId('play-deck-name').textContent = deck.name;
  const db = await openGameDb(indexedDB, fromLink === undefined ? DB_NAME : `${DB_NAME}-${deck.id}`);
  void askPersistentStorage();
  // Every deck gets its own lessons: its wild icon's name, its penalty, its options.
  await start(deck, buildLessons(deck), db, fromLink);
}

boot().catch((e: unknown) => {
  const loading = document.getElementById('loading');
  if (loading) {
    loading.hidden = false;
    loading.textContent = `The game could not start: ${(e as Error).message}`;
  }
});
