// The Studio page: its state in a store (studio-state.ts), the form and the cards rendered from the
// view (studio-view.ts), the drawing thread for the faces, and the edges: this browser's storage,
// files opened and saved, links. Nothing here decides what the Studio shows.

import { type DrawClient, createDrawClient } from '../draw/draw-client.ts';
import { createPrintClient, type PrintClient } from '../draw/print-client.ts';
import { encodeDeckLink, readDeckLink } from '../table/deck-link.ts';
import { byId, downloadText } from '../table/ui/dom.ts';
import { bundleOf, docFromJson, docFromText, fileNameFor } from './deck-file.ts';
import { buildEditor, shapeOf, updateEditor } from './editor-ui.ts';
import { renderBalance, wireBalance } from './balance-ui.ts';
import { balanceView } from './balance-view.ts';
import { renderCards, showDrawing } from './cards-ui.ts';
import { renderPrint, wirePrint } from './print-ui.ts';
import { createStore } from './store.ts';
import {
  initialState,
  isRulebookKind,
  type StudioDoc,
  type StudioEvent,
  type StudioState,
  studioReducer,
} from './studio-state.ts';
import { studioView } from './studio-view.ts';

interface PageData {
  decks: { id: string; name: string; url: string }[];
  studio: string;
}

/** Where the deck being edited is kept in this browser, so a reload finds it as it was. */
const STORAGE_KEY = 'jibe-studio-deck';

function readPageData(): PageData {
  return JSON.parse(byId('studio-data').textContent ?? '{}') as PageData;
}

function loadStored(): { doc: StudioDoc; source: string } | null {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    if (text === null) return null;
    const stored = JSON.parse(text) as { doc?: unknown; source?: unknown };
    const read = docFromJson(stored.doc === undefined ? null : bundleOf(stored.doc as StudioDoc));
    return read.ok ? { doc: read.value.doc, source: String(stored.source ?? 'this browser') } : null;
  } catch {
    return null;
  }
}

function store(state: StudioState): string | null {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ doc: state.doc, source: state.source }));
    return null;
  } catch {
    return 'This browser would not keep the deck (storage full?): save it as a file.';
  }
}

/** Said when a deck file came without the art of some icons. */
const placeholderNotice = (from: string, count: number): string =>
  `${from} does not carry the art of ${count} ${count === 1 ? 'icon' : 'icons'}: they show a star until you import their SVG files.`;

async function fetchShipped(data: PageData, id: string): Promise<{ doc: StudioDoc; source: string }> {
  const deck = data.decks.find((d) => d.id === id) ?? data.decks[0]!;
  const response = await fetch(deck.url);
  if (!response.ok) throw new Error(`could not load ${deck.name} (${response.status})`);
  const read = docFromText(await response.text());
  if (!read.ok) throw new Error(read.error);
  return { doc: read.value.doc, source: deck.name };
}

/** The deck a link (#deck=…) brings, a deck kept in this browser, or the site's own deck. */
async function firstDoc(data: PageData): Promise<{ doc: StudioDoc; source: string; notice?: string }> {
  const linked = await readDeckLink(location.hash);
  if (linked !== null) {
    history.replaceState(null, '', location.pathname);
    if (linked.ok) {
      const read = docFromJson(linked.value.file);
      if (read.ok)
        return {
          doc: read.value.doc,
          source: 'a link',
          ...(read.value.placeholders > 0 ? { notice: placeholderNotice('The link', read.value.placeholders) } : {}),
        };
    } else {
      const fallback = loadStored() ?? (await fetchShipped(data, ''));
      return { ...fallback, notice: `The link's deck could not be opened: ${linked.error}` };
    }
  }
  return loadStored() ?? (await fetchShipped(data, ''));
}

function wireBar(data: PageData, send: (e: StudioEvent) => void, get: () => StudioState): void {
  const start = byId<HTMLSelectElement>('studio-start');
  start.replaceChildren(
    new Option('Choose a deck…', ''),
    ...data.decks.map((d) => new Option(d.name === d.id ? d.name : `${d.name} (${d.id})`, d.id)),
  );
  start.addEventListener('change', async () => {
    const id = start.value;
    start.value = '';
    if (id === '') return;
    try {
      const { doc, source } = await fetchShipped(data, id);
      send({ type: 'open', doc, source });
    } catch (error) {
      send({ type: 'notice', tone: 'error', text: (error as Error).message });
    }
  });
  const open = byId<HTMLInputElement>('studio-open');
  const openFile = async (file: File) => {
    const read = docFromText(await file.text());
    if (!read.ok) return send({ type: 'notice', tone: 'error', text: `${file.name}: ${read.error}` });
    send({ type: 'open', doc: read.value.doc, source: file.name });
    if (read.value.placeholders > 0)
      send({ type: 'notice', text: placeholderNotice(file.name, read.value.placeholders) });
  };
  open.addEventListener('change', () => {
    const file = open.files?.[0];
    open.value = '';
    if (file) void openFile(file);
  });
  const studio = byId('studio');
  studio.addEventListener('dragover', (e) => e.preventDefault());
  studio.addEventListener('drop', (e) => {
    const file = e.dataTransfer?.files[0];
    if (file === undefined || /\.svg$/i.test(file.name)) return;
    e.preventDefault();
    void openFile(file);
  });
  byId('studio-save').addEventListener('click', () => {
    downloadText(fileNameFor(get().doc), `${JSON.stringify(bundleOf(get().doc), null, 1)}\n`);
    send({ type: 'notice', text: `Saved as ${fileNameFor(get().doc)} in your downloads.` });
  });
  byId('studio-link').addEventListener('click', async () => {
    const link = await encodeDeckLink(bundleOf(get().doc));
    if ('tooLong' in link)
      return send({
        type: 'notice',
        tone: 'error',
        text: `This deck is too large for a link (${Math.round(link.tooLong / 1024)} KB of link; a link holds 195 KB): save it as a file and send that.`,
      });
    const url = `${location.origin}${data.studio}${link.hash}`;
    try {
      await navigator.clipboard.writeText(url);
      send({ type: 'notice', text: 'Link copied: it opens this deck, art and all, in the Studio.' });
    } catch {
      send({ type: 'notice', text: `Copy this link: ${url}` });
    }
  });
  // Play, Score and Cards open on the deck as it stands, carried in the link.
  for (const page of document.querySelectorAll<HTMLAnchorElement>('a[data-open-with]'))
    page.addEventListener('click', async (e) => {
      e.preventDefault();
      const link = await encodeDeckLink(bundleOf(get().doc));
      if ('tooLong' in link)
        return send({
          type: 'notice',
          tone: 'error',
          text: 'This deck is too large to open in a link; save it as a file.',
        });
      location.assign(`${page.pathname}${link.hash}`);
    });
  byId('studio-undo').addEventListener('click', () => send({ type: 'undo' }));
  byId('studio-redo').addEventListener('click', () => send({ type: 'redo' }));
  document.addEventListener('keydown', (e) => {
    if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z') return;
    if (e.target instanceof HTMLInputElement && e.target.type === 'text') return;
    e.preventDefault();
    send({ type: e.shiftKey ? 'redo' : 'undo' });
  });
}

function render(
  state: StudioState,
  previous: StudioState | null,
  form: HTMLFormElement,
  send: (e: StudioEvent) => void,
) {
  const view = studioView(state);
  const root = byId('studio');
  if (previous === null || previous.source !== state.source || shapeOf(studioView(previous)) !== shapeOf(view))
    buildEditor(form, view, send);
  else updateEditor(form, view);
  root.dataset.state = state.busy || state.drawing === null ? 'drawing' : view.valid ? 'valid' : 'problems';
  root.dataset.version = String(state.version);
  root.dataset.drawn = String(state.drawing?.version ?? 0);
  byId<HTMLButtonElement>('studio-undo').disabled = !view.canUndo;
  byId<HTMLButtonElement>('studio-redo').disabled = !view.canRedo;
  byId('studio-status').textContent = view.status;
  renderPrint(view.print);
  renderBalance(balanceView(state.balance, view.valid, state.version));
  const notice = byId('studio-notice');
  notice.textContent = state.notice?.text ?? '';
  notice.dataset.tone = state.notice?.tone ?? 'info';
  if (state.drawing !== previous?.drawing) showDrawing(byId('studio-grid'), byId('studio-problems'), view, state);
}

/** Draws each new version of the deck and hands the pictures to the store. */
function drawOnChange(client: DrawClient, send: (e: StudioEvent) => void) {
  return async (state: StudioState) => {
    const version = state.version;
    send({ type: 'drawing' });
    try {
      const drawn = await renderCards(client, bundleOf(state.doc), version, byId('studio-grid'));
      send({ type: 'drawn', drawing: drawn });
    } catch (error) {
      send({ type: 'draw-failed', message: (error as Error).message });
    }
  };
}

async function main(): Promise<void> {
  const data = readPageData();
  const form = byId<HTMLFormElement>('studio-editor');
  form.addEventListener('submit', (e) => e.preventDefault());
  const first = await firstDoc(data);
  const s = createStore(studioReducer, initialState(first.doc, first.source));
  const send = (event: StudioEvent) => s.dispatch(event);
  const client = createDrawClient(
    () => new Worker(new URL('../draw/draw-worker.ts', import.meta.url), { type: 'module', name: 'jibe-draw' }),
  );
  const draw = drawOnChange(client, send);
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  s.subscribe((state, previous) => {
    render(state, previous, form, send);
    if (state.version !== previous.version) {
      void draw(state);
      clearTimeout(saveTimer);
      saveTimer = setTimeout(() => {
        const problem = store(s.get());
        if (problem !== null) send({ type: 'notice', tone: 'error', text: problem });
      }, 300);
    }
  });
  wireBar(data, send, s.get);
  const printer = createPrintClient(
    () => new Worker(new URL('../draw/print-worker.ts', import.meta.url), { type: 'module', name: 'jibe-print' }),
  );
  // The rulebook's documents come from a thread of their own (one), started on the first asked for.
  const rulebooks = createPrintClient(
    () => new Worker(new URL('../draw/rulebook-worker.ts', import.meta.url), { type: 'module', name: 'jibe-rulebook' }),
    1,
  );
  const printing: PrintClient = { make: (ask) => (isRulebookKind(ask.kind) ? rulebooks : printer).make(ask) };
  wirePrint(printing, send, s.get, () => studioView(s.get()).print.fileName);
  wireBalance(send, s.get);
  render(s.get(), null, form, send);
  if (first.notice !== undefined) send({ type: 'notice', tone: 'error', text: first.notice });
  void draw(s.get());
  store(s.get());
}

main().catch((error) => {
  const notice = document.getElementById('studio-notice');
  if (notice) notice.textContent = `The Studio could not start: ${(error as Error).message}`;
});
