// The scorekeeper's entry point: reads the deck, opens the games kept on this device, and moves
// between the list, the setup and the game. Every change is written before it is shown. What the
// page shows follows from one state value changed by the pure events of page-state.ts.

import { compileRules, type Deck } from '../../../engine/index.ts';
import { readEmbeddedDeck } from '../table/deck-json.ts';
import { askPersistentStorage, openGameDb, type GameDb } from '../table/game-db.ts';
import { importGameFile } from './game-file.ts';
import { buildRecord, describeExport, recordFileName } from './game-record.ts';
import { formatRecordText } from '../table/record-text.ts';
import { draftFits, HANDS_DRAFT_KEY, parseHandsDraft } from './hands-draft.ts';
import { describeProgress, readLibrary, type LibraryEntry } from './library.ts';
import { readSetupLink, setupWithStart } from './link-setup.ts';
import { createSavedGame } from '../table/new-game.ts';
import { formatSavedGame, type SavedGame } from '../table/saved-game.ts';
import {
  chooseOpening,
  initialPage,
  MESSAGE_IDS,
  notOpened,
  PAGE_WORDS,
  type PageEvent,
  type PageSaid,
  type PageState,
  type ScreenId,
  pageControls,
  reducePage,
  SCREENS,
} from './page-state.ts';
import { describeFailure, openSession, type Session } from './session.ts';
import { decodeShare, encodeShare } from './share.ts';
import { byId, coverSiteFrame, downloadText } from '../table/ui/dom.ts';
import { createGameScreen, type GameScreen } from './ui/game-screen.ts';
import { renderGames, renderKeptNotice } from './ui/games-screen.ts';
import { guardTaps } from '../table/ui/tap-guard.ts';
import { showSetup } from './ui/setup-screen.ts';
import { keepAwake, type Wake } from '../table/wake.ts';

const CURRENT = 'current-game';
type GameEntry = Extract<LibraryEntry, { kind: 'game' }>;
type KeptEntry = Extract<LibraryEntry, { kind: 'kept' }>;

/** The page as its handlers see it: its state, the deck and the store, the game screen and the wake lock. */
interface Page {
  state: PageState;
  deck: Deck;
  db: GameDb;
  wake: Wake;
  screen: GameScreen;
  /** Each game's text as this page last read or wrote it: a write expects to find it still stored. */
  known: Map<string, string>;
}

/** Changes the page's state and shows what changed. */
function dispatch(page: Page, event: PageEvent): void {
  const before = page.state;
  page.state = reducePage(before, event);
  render(before, page.state, page.wake);
}

function render(before: PageState, after: PageState, wake: Wake): void {
  const c = pageControls(after);
  if (c.screen !== pageControls(before).screen && c.screen !== null) showScreen(c.screen);
  if (c.awake !== pageControls(before).awake) wake.set(c.awake);
  if (after.said !== before.said && after.said !== null) byId(MESSAGE_IDS[after.said.at]).textContent = after.said.text;
  if (after.menu.said !== before.menu.said) byId('menu-message').textContent = after.menu.said.text;
  if (after.menu.link !== before.menu.link) {
    const field = byId<HTMLInputElement>('menu-link');
    field.hidden = after.menu.link === null;
    if (after.menu.link !== null) {
      field.value = after.menu.link.url;
      field.select();
    }
  }
}

function showScreen(id: ScreenId): void {
  for (const s of SCREENS) byId(s).hidden = s !== id;
  byId('loading').hidden = true;
  coverSiteFrame(id === 'screen-game');
  // The notice of games kept aside heads whichever screen shows: inside the game screen, above its board.
  const notice = byId('kept-notice');
  const screen = byId(id);
  if (notice.parentElement !== screen && id === 'screen-game') screen.prepend(notice);
  else if (id !== 'screen-game') byId('loading').after(notice);
}

const newId = () => crypto.randomUUID();
const say = (page: Page, at: PageSaid['at'], text: string) => dispatch(page, { type: 'say', said: { at, text } });

/** A value this page keeps in localStorage, or undefined when there is none or storage is refused. */
function readStored(key: string): string | undefined {
  try {
    return localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Downloads the game record; returns what to tell the player. */
function exportFile(s: Session): string {
  const exported = buildRecord(s);
  if (exported.record !== null) downloadText(recordFileName(s), formatRecordText(exported.record));
  return describeExport(exported);
}

const exportKept = (e: KeptEntry) => downloadText(`jibe-kept-${e.id}.json`, e.text);

/** Saves a session; null once it is on disk, else what to tell the player (nothing was recorded). */
async function save(page: Page, next: Session): Promise<string | null> {
  const { id } = next.saved;
  // Stored with how it stands, so the list of games shows it without replaying it.
  const text = formatSavedGame({ ...next.saved, summary: describeProgress(next) });
  try {
    if ((await page.db.write({ id, text }, page.known.get(id) ?? null)) === 'written') {
      page.known.set(id, text);
      return null;
    }
  } catch (e) {
    return `Not saved, so not recorded: ${(e as Error).message}`;
  }
  // Another tab or window wrote this game since this page read it: show what it wrote instead.
  await refreshList(page);
  const entry = page.state.entries.find((e) => e.id === id);
  if (entry?.kind === 'game') await openEntry(page, entry);
  else await showGames(page);
  say(page, 'games', PAGE_WORDS.changedElsewhere);
  return PAGE_WORDS.changedElsewhere;
}

/** The game screen, its changes saved before they are shown. */
function createScreen(pageOf: () => Page): GameScreen {
  return createGameScreen({
    async commit(next) {
      const page = pageOf();
      const failed = await save(page, next);
      if (failed !== null) return failed;
      page.screen.show(next);
      dispatch(page, { type: 'show-game', session: next });
      return null;
    },
    openMenu: () => {
      dispatch(pageOf(), { type: 'menu-opened' });
      byId<HTMLDialogElement>('menu').showModal();
    },
    rematch: (s) => showSetupScreen(pageOf(), s.saved.players),
    exportFile,
    // Written at once, inside the tap's handler: a reload right after a tap finds it (a database write
    // would land a moment later). The old copy goes first, so a refused write leaves none rather than
    // an older one; the entry goes on without its copy.
    keepDraft(draft) {
      try {
        localStorage.removeItem(HANDS_DRAFT_KEY);
        if (draft !== null) localStorage.setItem(HANDS_DRAFT_KEY, JSON.stringify(draft));
      } catch {
        // No storage: only a reload in the middle of the entry would lose its taps.
      }
    },
  });
}

async function openGame(page: Page, s: Session): Promise<void> {
  // Only which game a reload reopens: a full disk must not keep the player from the game itself.
  await page.db.writeMeta(CURRENT, s.saved.id).catch(() => undefined);
  dispatch(page, { type: 'show-game', session: s });
  page.screen.show(s);
  const draft = parseHandsDraft(readStored(HANDS_DRAFT_KEY));
  if (draft !== null && draftFits(draft, s)) page.screen.resumeHands(draft);
}

/** Opens a game of the list: replays it, or, if it no longer plays, shows the list with the reason. */
async function openEntry(page: Page, entry: GameEntry): Promise<void> {
  const opened = entry.open();
  if (opened.ok) return openGame(page, opened.value);
  await showGames(page);
  say(page, 'games', notOpened(opened.error));
}

async function refreshList(page: Page): Promise<void> {
  const stored = await page.db.list();
  for (const { id, text } of stored) page.known.set(id, text);
  const entries = readLibrary(page.deck, stored);
  dispatch(page, { type: 'listed', entries });
  renderKeptNotice(entries, exportKept);
  renderGames(entries, {
    resume: (id) => {
      const entry = page.state.entries.find((e) => e.id === id);
      if (entry?.kind === 'game') void openEntry(page, entry);
    },
    exportKept,
    remove: (id) => void page.db.remove(id).then(() => refreshList(page)),
  });
}

async function showGames(page: Page): Promise<void> {
  await refreshList(page);
  dispatch(page, { type: 'show-games' });
}

/** Takes a game made or brought here as the current one; false, with the reason said, when refused. */
async function adopt(page: Page, saved: SavedGame, at: PageSaid['at']): Promise<boolean> {
  const opened = openSession(page.deck, saved);
  if (!opened.ok) {
    say(page, at, `Refused, nothing was changed: ${describeFailure(opened.error)}.`);
    return false;
  }
  const failed = await save(page, opened.value);
  if (failed !== null) {
    say(page, at, failed);
    return false;
  }
  await openGame(page, opened.value);
  return true;
}

function showSetupScreen(page: Page, names: readonly string[]): void {
  const { deck } = page;
  showSetup(
    deck,
    names,
    (setup) => void adopt(page, createSavedGame(deck, setup, newId(), Date.now()), 'setup'),
    () => void showGames(page),
  );
  dispatch(page, { type: 'show-setup' });
}

/** Forwards the list of games' buttons and the menu's. */
function wireButtons(page: Page): void {
  byId('games-new').onclick = () => showSetupScreen(page, []);
  byId<HTMLInputElement>('games-import').onchange = async (e) => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file === undefined) return;
    const result = await importGameFile(page.deck, await file.text(), newId(), Date.now());
    if (!result.ok) say(page, 'games', `Not imported: ${result.error}`);
    else if (await adopt(page, result.value.saved, 'games')) say(page, 'game', `Imported: ${result.value.note}.`);
  };
  const menu = byId<HTMLDialogElement>('menu');
  const session = () => page.state.session;
  byId('menu-close').onclick = () => menu.close();
  byId('menu-export').onclick = () => {
    const s = session();
    if (s !== null) dispatch(page, { type: 'menu-say', text: exportFile(s) });
  };
  byId('menu-save').onclick = () => {
    const s = session();
    if (s === null) return;
    downloadText(recordFileName(s, 'saved'), formatSavedGame(s.saved));
    dispatch(page, { type: 'menu-say', text: PAGE_WORDS.copySaved });
  };
  byId('menu-share').onclick = async () => {
    const s = session();
    if (s === null) return;
    const url = `${location.origin}${location.pathname}${await encodeShare(s.saved)}`;
    dispatch(page, { type: 'shared', url });
    const copied = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    );
    dispatch(page, { type: 'share-copied', copied: copied === true });
  };
  byId('menu-games').onclick = () => {
    menu.close();
    void showGames(page);
  };
  byId('menu-new').onclick = () => {
    menu.close();
    showSetupScreen(page, session()?.saved.players ?? []);
  };
}

/** Opens what the address asks for: a new game's setup, or a shared game; true when it opened one. */
async function openLink(page: Page): Promise<boolean> {
  const { deck } = page;
  const linked = readSetupLink(deck, location.search);
  if (linked?.ok === true) {
    dispatch(page, { type: 'offer-start' });
    page.screen.offerStart(compileRules(deck), linked.players, linked.rounds, async (start) => {
      const setup = setupWithStart(deck, linked.players, linked.rounds, start);
      if (await adopt(page, createSavedGame(deck, setup, newId(), Date.now()), 'game'))
        history.replaceState(null, '', location.pathname);
    });
    return true;
  }
  if (linked !== null) say(page, 'games', linked.error);
  const shared = await decodeShare(location.hash);
  if (shared === null) return false;
  history.replaceState(null, '', location.pathname);
  if (shared.ok) return adopt(page, { ...shared.value, id: newId() }, 'games');
  say(page, 'games', shared.error);
  return false;
}

async function start(deck: Deck, db: GameDb): Promise<void> {
  const page: Page = {
    state: initialPage(byId('games-message').textContent ?? ''),
    deck,
    db,
    wake: keepAwake(),
    // Its handlers run after the page is made.
    screen: createScreen(() => page),
    known: new Map(),
  };
  wireButtons(page);
  await refreshList(page);
  if (await openLink(page)) return;
  const opening = chooseOpening(page.state, await db.readMeta(CURRENT));
  if (opening.kind === 'game') return openEntry(page, opening.entry);
  if (opening.kind === 'setup') return showSetupScreen(page, []);
  return showGames(page);
}

async function boot(): Promise<void> {
  guardTaps();
  const own = readEmbeddedDeck(byId('deck-data').textContent ?? '');
  // A deck from a link (the Studio's) loads its code only when there is one.
  const linked = /(^#|&)deck=/.test(location.hash) ? await (await import('./linked-deck.ts')).linkedDeck() : null;
  const deck = linked ?? own;
  // A linked deck's games are kept apart from the site's deck's.
  const db = await (linked === null ? openGameDb() : openGameDb(indexedDB, `jibe-scorekeeper-${deck.id}`));
  void askPersistentStorage();
  await start(deck, db);
}

boot().catch((e: unknown) => {
  const loading = document.getElementById('loading');
  if (loading) loading.textContent = `The scorekeeper could not start: ${(e as Error).message}`;
});
