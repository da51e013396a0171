// The scorekeeper's entry point: reads the deck, opens the games kept on this device, and moves
// between the list, the setup and the game. Every change is written before it is shown.

import type { Deck } from '../../../engine/index.ts';
import { readEmbeddedDeck } from '../table/deck-json.ts';
import { askPersistentStorage, openGameDb, type GameDb } from '../table/game-db.ts';
import { importGameFile } from './game-file.ts';
import { buildRecord, describeExport, recordFileName } from './game-record.ts';
import { formatRecordText } from '../table/record-text.ts';
import { draftFits, HANDS_DRAFT_KEY, parseHandsDraft } from './hands-draft.ts';
import { describeProgress, readLibrary, type LibraryEntry } from './library.ts';
import { readSetupLink, setupWithStart } from './link-setup.ts';
import { compileRules } from '../../../engine/index.ts';
import { createSavedGame } from '../table/new-game.ts';
import { formatSavedGame, type SavedGame } from '../table/saved-game.ts';
import { currentState, describeFailure, openSession, type Session } from './session.ts';
import { decodeShare, encodeShare } from './share.ts';
import { byId, coverSiteFrame, downloadText } from '../table/ui/dom.ts';
import { createGameScreen } from './ui/game-screen.ts';
import { renderGames, renderKeptNotice } from './ui/games-screen.ts';
import { guardTaps } from '../table/ui/tap-guard.ts';
import { showSetup } from './ui/setup-screen.ts';
import { keepAwake } from '../table/wake.ts';

const CURRENT = 'current-game';
const SCREENS = ['screen-games', 'screen-setup', 'screen-game'] as const;

function showScreen(id: (typeof SCREENS)[number]): void {
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
const CHANGED_ELSEWHERE =
  'Not recorded: this game was changed in another tab or window. It is shown here as it was saved there; record the play again if it is missing.';

/** The screen stays awake while a round is played or the next one is due. */
function isInPlay(s: Session): boolean {
  const state = currentState(s);
  return state.round !== null && (state.round.over === null || state.results.length < state.rounds);
}
/** A value this page keeps in localStorage, or undefined when there is none or storage is refused. */
function readStored(key: string): string | undefined {
  try {
    return localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

async function start(deck: Deck, db: GameDb): Promise<void> {
  let session: Session | null = null;
  let entries: LibraryEntry[] = [];
  const wake = keepAwake();

  /** Downloads the game record; returns what to tell the player. */
  const exportFile = (s: Session): string => {
    const exported = buildRecord(s);
    if (exported.record !== null) downloadText(recordFileName(s), formatRecordText(exported.record));
    return describeExport(exported);
  };
  const saveCopy = (s: Session) => {
    downloadText(recordFileName(s, 'saved'), formatSavedGame(s.saved));
    byId('menu-message').textContent =
      'Copy saved: import it on any phone to carry on where you are, undo history included.';
  };
  const exportKept = (e: Extract<LibraryEntry, { kind: 'kept' }>) => downloadText(`jibe-kept-${e.id}.json`, e.text);

  /** Each game's text as this page last read or wrote it: a write expects to find it still stored. */
  const known = new Map<string, string>();

  /** Saves a session; null once it is on disk, else what to tell the player (nothing was recorded). */
  async function save(next: Session): Promise<string | null> {
    const { id } = next.saved;
    // Stored with how it stands, so the list of games shows it without replaying it.
    const text = formatSavedGame({ ...next.saved, summary: describeProgress(next) });
    try {
      if ((await db.write({ id, text }, known.get(id) ?? null)) === 'written') {
        known.set(id, text);
        return null;
      }
    } catch (e) {
      return `Not saved, so not recorded: ${(e as Error).message}`;
    }
    // Another tab or window wrote this game since this page read it: show what it wrote instead.
    await refreshList();
    const entry = entries.find((e) => e.id === id);
    if (entry?.kind === 'game') await openEntry(entry);
    else await showGames();
    byId('games-message').textContent = CHANGED_ELSEWHERE;
    return CHANGED_ELSEWHERE;
  }

  const screen = createGameScreen({
    async commit(next) {
      const failed = await save(next);
      if (failed !== null) return failed;
      session = next;
      screen.show(next);
      wake.set(isInPlay(next));
      return null;
    },
    openMenu: () => {
      byId('menu-message').textContent = '';
      byId('menu-link').hidden = true;
      byId<HTMLDialogElement>('menu').showModal();
    },
    rematch: (s) => showSetupScreen(s.saved.players),
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

  async function openGame(s: Session): Promise<void> {
    session = s;
    // Only which game a reload reopens: a full disk must not keep the player from the game itself.
    await db.writeMeta(CURRENT, s.saved.id).catch(() => undefined);
    showScreen('screen-game');
    screen.show(s);
    const draft = parseHandsDraft(readStored(HANDS_DRAFT_KEY));
    if (draft !== null && draftFits(draft, s)) screen.resumeHands(draft);
    wake.set(isInPlay(s));
  }

  /** Opens a game of the list: replays it, or, if it no longer plays, shows the list with the reason. */
  async function openEntry(entry: Extract<LibraryEntry, { kind: 'game' }>): Promise<void> {
    const opened = entry.open();
    if (opened.ok) return openGame(opened.value);
    await showGames();
    byId('games-message').textContent = `This game could not be opened and was kept aside as it was: ${opened.error}.`;
  }

  async function refreshList(): Promise<void> {
    const stored = await db.list();
    for (const { id, text } of stored) known.set(id, text);
    entries = readLibrary(deck, stored);
    renderKeptNotice(entries, exportKept);
    renderGames(entries, {
      resume: (id) => {
        const entry = entries.find((e) => e.id === id);
        if (entry?.kind === 'game') void openEntry(entry);
      },
      exportKept,
      remove: (id) => void db.remove(id).then(refreshList),
    });
  }

  async function showGames(): Promise<void> {
    wake.set(false);
    await refreshList();
    showScreen('screen-games');
  }

  async function adopt(saved: SavedGame, where: HTMLElement): Promise<boolean> {
    const opened = openSession(deck, saved);
    if (!opened.ok) {
      where.textContent = `Refused, nothing was changed: ${describeFailure(opened.error)}.`;
      return false;
    }
    const failed = await save(opened.value);
    if (failed !== null) {
      where.textContent = failed;
      return false;
    }
    await openGame(opened.value);
    return true;
  }

  function showSetupScreen(names: readonly string[]): void {
    wake.set(false);
    showSetup(
      deck,
      names,
      (setup) => void adopt(createSavedGame(deck, setup, newId(), Date.now()), byId('setup-message')),
      () => void showGames(),
    );
    showScreen('screen-setup');
  }

  byId('games-new').onclick = () => showSetupScreen([]);
  byId<HTMLInputElement>('games-import').onchange = async (e) => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file === undefined) return;
    const result = await importGameFile(deck, await file.text(), newId(), Date.now());
    if (!result.ok) byId('games-message').textContent = `Not imported: ${result.error}`;
    else if (await adopt(result.value.saved, byId('games-message')))
      byId('g-message').textContent = `Imported: ${result.value.note}.`;
  };
  const menu = byId<HTMLDialogElement>('menu');
  byId('menu-close').onclick = () => menu.close();
  byId('menu-export').onclick = () => {
    if (session !== null) byId('menu-message').textContent = exportFile(session);
  };
  byId('menu-save').onclick = () => session && saveCopy(session);
  byId('menu-share').onclick = async () => {
    if (session === null) return;
    const link = `${location.origin}${location.pathname}${await encodeShare(session.saved)}`;
    const field = byId<HTMLInputElement>('menu-link');
    field.value = link;
    field.hidden = false;
    field.select();
    const copied = await navigator.clipboard?.writeText(link).then(
      () => true,
      () => false,
    );
    byId('menu-message').textContent = copied
      ? 'Link copied: it carries the whole game.'
      : 'Copy this link: it carries the whole game.';
  };
  byId('menu-games').onclick = () => {
    menu.close();
    void showGames();
  };
  byId('menu-new').onclick = () => {
    menu.close();
    showSetupScreen(session?.saved.players ?? []);
  };

  await refreshList();
  const linked = readSetupLink(deck, location.search);
  if (linked !== null) {
    if (linked.ok) {
      showScreen('screen-game');
      wake.set(true);
      screen.offerStart(compileRules(deck), linked.players, linked.rounds, async (start) => {
        const setup = setupWithStart(deck, linked.players, linked.rounds, start);
        if (await adopt(createSavedGame(deck, setup, newId(), Date.now()), byId('g-message')))
          history.replaceState(null, '', location.pathname);
      });
      return;
    }
    byId('games-message').textContent = linked.error;
  }
  const shared = await decodeShare(location.hash);
  if (shared !== null) {
    history.replaceState(null, '', location.pathname);
    if (shared.ok) {
      if (await adopt({ ...shared.value, id: newId() }, byId('games-message'))) return;
    } else byId('games-message').textContent = shared.error;
  }
  // A link that was refused says why on the list of games, the current game untouched behind it;
  // otherwise the game played last opens again.
  if (byId('games-message').textContent !== '') return showGames();
  const current = await db.readMeta(CURRENT);
  const entry = entries.find((e) => e.id === current);
  if (entry?.kind === 'game') return openEntry(entry);
  if (entries.length === 0) return showSetupScreen([]);
  return showGames();
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
