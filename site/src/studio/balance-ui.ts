// The Studio's balance panel on the screen: the settings and the button rendered from the balance
// view (balance-view.ts), the settings and the button forwarded as events, and the games played by
// balance-client.ts, which loads with its threads only when the button is first pressed.

import { byId, downloadText, h } from '../table/ui/dom.ts';
import { bundleOf } from './deck-file.ts';
import type { BalanceSettings } from './balance-state.ts';
import type { BalanceFindings, BalanceView } from './balance-view.ts';
import type { StudioEvent, StudioState } from './studio-state.ts';

const FIELDS = ['games', 'players', 'bots', 'seed'] as const;

function table(caption: string, head: readonly string[], rows: readonly string[][]): HTMLTableElement {
  return h(
    'table',
    { class: 'studio-balance-table' },
    h('caption', {}, caption),
    h('thead', {}, h('tr', {}, ...head.map((c) => h('th', { scope: 'col' }, c)))),
    h(
      'tbody',
      {},
      ...rows.map((row) =>
        h('tr', {}, ...row.map((c, i) => (i === 0 ? h('th', { scope: 'row' }, c) : h('td', {}, c)))),
      ),
    ),
  );
}

function findingsNodes(f: BalanceFindings): Node[] {
  const stale = 'The deck changed after these games: play them again to see it as it is.';
  return [
    h('h4', {}, f.title),
    ...(f.stale ? [h('p', { class: 'studio-balance-stale' }, stale)] : []),
    table(
      'Wins by seat',
      ['Seat', 'Win rate', '95 % interval', 'Mean score'],
      f.seats.map((s) => [s.seat, s.win, s.interval, s.score]),
    ),
    table(
      'Icons',
      ['Icon', 'Colour', 'Share of matches', 'Points a play', 'Played by the winner', 'Lift (points)'],
      f.icons.map((i) => [i.name, i.colour, i.matches, i.points, i.byWinner, i.lift]),
    ),
    h(
      'dl',
      { class: 'studio-balance-answers' },
      ...f.answers.flatMap((a) => [
        h('dt', {}, a.question),
        h('dd', a.flagged ? { 'data-flagged': true } : {}, a.answer),
      ]),
    ),
    h('button', { type: 'button', class: 'quiet', id: 'studio-balance-json' }, 'Download report.json'),
  ];
}

let shown: BalanceFindings | null = null;

/** Puts the balance view on the screen; the findings are built again only when they change. */
export function renderBalance(view: BalanceView): void {
  for (const name of FIELDS) {
    const input = byId<HTMLInputElement>(`studio-balance-${name}`);
    const value = String(view.settings[name]);
    if (document.activeElement !== input && input.value !== value) input.value = value;
    input.disabled = view.locked;
  }
  const button = byId<HTMLButtonElement>('studio-balance-run');
  button.disabled = !view.canRun;
  button.textContent = view.button;
  const progress = byId<HTMLProgressElement>('studio-balance-progress');
  progress.hidden = view.progress === null;
  if (view.progress !== null) {
    progress.max = view.progress.total;
    progress.value = view.progress.done;
  }
  const status = byId('studio-balance-status');
  status.textContent = view.status;
  status.dataset.tone = view.tone;
  const findings = byId('studio-balance-findings');
  findings.dataset.state = view.findings === null ? 'none' : view.findings.stale ? 'stale' : 'current';
  if (view.findings?.json === shown?.json && view.findings?.stale === shown?.stale) return;
  // The findings move as one: the table a reader was in is built again only for a new report.
  shown = view.findings;
  findings.replaceChildren(...(view.findings === null ? [] : findingsNodes(view.findings)));
}

/** Forwards the panel's events; the button plays the games asked for, or cancels those under way. */
export function wireBalance(send: (e: StudioEvent) => void, get: () => StudioState): void {
  for (const name of FIELDS)
    byId<HTMLInputElement>(`studio-balance-${name}`).addEventListener('change', (e) => {
      const text = (e.target as HTMLInputElement).value;
      const settings: Partial<BalanceSettings> = { [name]: name === 'bots' ? text : Number(text) };
      send({ type: 'balance-set', settings });
    });
  let controller: AbortController | null = null;
  byId('studio-balance-run').addEventListener('click', async () => {
    if (controller !== null) return controller.abort();
    const { doc, version, balance } = get();
    controller = new AbortController();
    send({ type: 'balance-start', version, total: balance.settings.games });
    try {
      const { playBalance } = await import('./balance-client.ts');
      const outcome = await playBalance(
        bundleOf(doc),
        balance.settings,
        (done, total) => send({ type: 'balance-progress', done, total }),
        controller.signal,
      );
      if (outcome.kind === 'made') send({ type: 'balance-done', report: outcome.report, seconds: outcome.seconds });
      else if (outcome.kind === 'cancelled') send({ type: 'balance-cancelled' });
      else send({ type: 'balance-failed', text: outcome.text });
    } catch (error) {
      send({ type: 'balance-failed', text: `The balance games could not be played: ${(error as Error).message}` });
    } finally {
      controller = null;
    }
  });
  byId('studio-balance-findings').addEventListener('click', (e) => {
    if ((e.target as Element).id === 'studio-balance-json' && shown !== null) downloadText(shown.fileName, shown.json);
  });
}
