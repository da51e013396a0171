// The Studio's print control on the screen: the choices and the button rendered from the view
// (studio-view.ts), the settings and the button forwarded as events, and the files made in the
// print thread handed to the browser as one download. Nothing here decides what is made.

import { bundleOf } from './deck-file.ts';
import type { PrintClient } from '../draw/print-client.ts';
import { byId } from '../table/ui/dom.ts';
import type { PrintSettings, StudioEvent, StudioState } from './studio-state.ts';
import { printOptionsOf, type PrintView } from './studio-view.ts';

function fill(select: HTMLSelectElement, choices: { id: string; name: string }[], value: string): void {
  if (select.options.length !== choices.length) select.replaceChildren(...choices.map((c) => new Option(c.name, c.id)));
  select.value = value;
}

/** Puts the print view on the screen. */
export function renderPrint(view: PrintView): void {
  const kind = byId<HTMLSelectElement>('studio-print-kind');
  const paper = byId<HTMLSelectElement>('studio-print-paper');
  const duplex = byId<HTMLSelectElement>('studio-print-duplex');
  fill(kind, view.kinds, view.settings.kind);
  fill(paper, view.papers, view.settings.paper);
  fill(duplex, view.duplexes, view.settings.duplex);
  fill(byId<HTMLSelectElement>('studio-print-size'), view.sizes, view.settings.size);
  paper.disabled = !view.papersApply;
  duplex.disabled = !view.sheetsOnly;
  const lowInk = byId<HTMLInputElement>('studio-print-low-ink');
  lowInk.checked = view.settings.lowInk;
  lowInk.disabled = !view.lowInkApplies;
  const numbers = [
    ['studio-print-gutter', view.settings.gutter, view.sheetsOnly],
    ['studio-print-offset-x', view.settings.offsetX, view.offsetOn],
    ['studio-print-offset-y', view.settings.offsetY, view.offsetOn],
    ['studio-print-dpi', view.settings.dpi, view.dpiOn],
  ] as const;
  for (const [id, value, on] of numbers) {
    const input = byId<HTMLInputElement>(id);
    // A number being typed stays as typed; only another value is put in.
    if (input.valueAsNumber !== value && !(Number.isNaN(value) && input.value === '')) input.value = String(value);
    input.disabled = !on;
  }
  const button = byId<HTMLButtonElement>('studio-print');
  button.disabled = !view.canMake;
  button.textContent = view.button;
  byId('studio-print-status').textContent = view.status;
}

function download(name: string, bytes: Uint8Array, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Forwards the print control's events; the button makes the files asked for and downloads them. */
export function wirePrint(
  client: PrintClient,
  send: (e: StudioEvent) => void,
  get: () => StudioState,
  fileName: () => string,
): void {
  const set = (settings: Partial<PrintSettings>) => send({ type: 'print-set', settings });
  const value = (id: string) => byId<HTMLSelectElement>(id).value;
  byId('studio-print-kind').addEventListener('change', () =>
    set({ kind: value('studio-print-kind') as PrintSettings['kind'] }),
  );
  byId('studio-print-paper').addEventListener('change', () =>
    set({ paper: value('studio-print-paper') as PrintSettings['paper'] }),
  );
  byId('studio-print-duplex').addEventListener('change', () =>
    set({ duplex: value('studio-print-duplex') as PrintSettings['duplex'] }),
  );
  byId('studio-print-size').addEventListener('change', () => set({ size: value('studio-print-size') }));
  byId<HTMLInputElement>('studio-print-low-ink').addEventListener('change', (e) =>
    set({ lowInk: (e.target as HTMLInputElement).checked }),
  );
  const numbers = {
    gutter: 'studio-print-gutter',
    offsetX: 'studio-print-offset-x',
    offsetY: 'studio-print-offset-y',
    dpi: 'studio-print-dpi',
  } as const;
  for (const [setting, id] of Object.entries(numbers))
    byId<HTMLInputElement>(id).addEventListener('input', (e) =>
      set({ [setting]: (e.target as HTMLInputElement).valueAsNumber }),
    );
  byId('studio-print').addEventListener('click', async () => {
    if (get().printing) return;
    const { doc, print } = get();
    const name = fileName();
    send({ type: 'print-start' });
    const reply = await client.make({
      bundle: bundleOf(doc),
      kind: print.kind,
      papers: print.paper === 'both' ? ['a4', 'letter'] : [print.paper],
      ...printOptionsOf(print),
      ...(print.size === '' ? {} : { size: print.size }),
      lowInk: print.lowInk,
      folder: String(doc.deck.id ?? 'deck'),
    });
    if (reply.kind === 'made') {
      download(name, reply.bytes, reply.zipped ? 'application/zip' : 'application/pdf');
      const what = reply.files === 1 ? 'one file' : `${reply.files} files`;
      send({ type: 'print-done', text: `Saved ${name} (${what}) in your downloads.` });
    } else if (reply.kind === 'refused')
      send({
        type: 'print-failed',
        text: `No print files: ${reply.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
      });
    else send({ type: 'print-failed', text: `The print files could not be made: ${reply.message}` });
  });
}
