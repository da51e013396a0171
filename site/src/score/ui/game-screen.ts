// The game screen: whose turn, the pile, the scores, the board, and the controls that record a
// play. Every action goes through the host, which saves it before the screen shows its result.

import { freeStarts, type Action } from '../../../../engine/index.ts';
import { listLegal, type LegalPlay } from '../../../../engine/index.ts';
import { isOnTable } from '../../../../engine/index.ts';
import type { Cell, Placement } from '../../../../engine/index.ts';
import { computeBoardView, legalRotations } from '../board.ts';
import { readCardArt } from '../card-face.ts';
import { searchCards } from '../card-search.ts';
import { currentState, moveTo, perform, redo, undo, type Session } from '../session.ts';
import { cardName, computeGameView, computeHistory } from '../view.ts';
import { mountBoard, type BoardUi } from './board-ui.ts';
import { byId, button, h } from './dom.ts';
import type { HandsDraft } from '../hands-draft.ts';
import { oneAtATime } from '../one-at-a-time.ts';
import { openHands } from './hands-dialog.ts';
import { cardPicture, openPicker } from './picker.ts';
import { renderRoundOver } from './round-over.ts';

export interface GameHost {
  /** Saves the session, then shows it; null once saved, else why it was not (nothing was recorded). */
  commit(next: Session): Promise<string | null>;
  openMenu(): void;
  rematch(s: Session): void;
  /** Downloads the game record; returns what to tell the player. */
  exportFile(s: Session): string;
  /** Stores the hand entry in progress (null: none), so that a reload comes back to it. */
  keepDraft(draft: HandsDraft | null): Promise<void>;
}

interface Pending {
  cell: Cell;
  rotations: { rotation: number; points: number }[];
  index: number;
}

export interface GameScreen {
  show(session: Session): void;
  /** Reopens a hand entry kept through a reload. */
  resumeHands(draft: HandsDraft): void;
}

export function createGameScreen(host: GameHost): GameScreen {
  let session: Session | null = null;
  let chosen: string | null = null;
  let pending: Pending | null = null;
  let matched: Cell[] = [];
  let hints: LegalPlay[] = [];
  let board: BoardUi | null = null;
  /** A commit in flight: a second tap meanwhile would act on the state before it, so it is refused. */
  let saving = false;
  const message = byId('g-message');
  const app = byId('score-app');
  const art = readCardArt(app.dataset.art, app.dataset.artBox);
  const announce = byId('g-announce');

  const state = () => currentState(session!);
  const say = (...parts: (string | Node)[]) => message.replaceChildren(...parts);
  const placement = (): Placement | null =>
    pending && chosen
      ? { card: chosen, q: pending.cell.q, r: pending.cell.r, rotation: pending.rotations[pending.index]!.rotation }
      : null;
  const unseen = () =>
    state()
      .rules.cards.filter((_, i) => !isOnTable(state().round!.table, i))
      .map((c) => c.id);

  function clearChoice(): void {
    chosen = null;
    pending = null;
    hints = [];
  }

  /** Saves a session through the host; null once saved, else why not. */
  async function commit(next: Session): Promise<string | null> {
    if (saving) return 'Still saving the last change: tap again.';
    saving = true;
    try {
      return await host.commit(next);
    } finally {
      saving = false;
    }
  }

  // One tap at a time: a tap while an action is still saving is ignored, never recorded twice.
  const guard = oneAtATime();

  async function act(action: Action, describe: (after: Session) => string): Promise<string | null> {
    const step = perform(session!, action, Date.now());
    if (!step.ok) return step.error.message;
    const failed = await commit(step.value);
    if (failed !== null) return failed;
    const text = describe(session!);
    const scores = computeGameView(session!)
      .scores.map((s) => `${s.name} ${s.total}`)
      .join(', ');
    announce.textContent = `${text} Scores: ${scores}.`;
    say(text);
    return null;
  }

  function tap(cell: Cell): void {
    if (session === null || state().round!.over !== null) return;
    if (chosen === null) {
      say('Pick the card played first, then tap where it went.');
      return;
    }
    const rotations = legalRotations(state(), chosen, cell);
    if (rotations.length > 0) {
      pending = { cell, rotations, index: 0 };
      say(`${cardName(state().rules, chosen)} at ${cell.q},${cell.r}: +${rotations[0]!.points}`);
    } else {
      pending = null;
      const rotation = state().rules.rotations[state().rules.cardIndex.get(chosen)!]![0]!;
      const step = perform(session, { type: 'place', placement: { card: chosen, q: cell.q, r: cell.r, rotation } }, 0);
      say(h('strong', { class: 'refusal' }, `Not there: ${step.ok ? 'no legal rotation' : step.error.message}.`));
    }
    render();
  }

  function render(): void {
    if (session === null) return;
    const s = state();
    const view = computeGameView(session);
    const screen = byId('screen-game');
    screen.dataset.phase = view.phase;
    screen.dataset.actions = String(session.saved.cursor);
    byId('g-turn').textContent = view.turnLabel;
    byId('g-round').textContent = view.roundLabel;
    byId('g-pile').textContent = `${view.pileCount} in the pile`;
    byId('g-scores').replaceChildren(
      ...view.scores.map((line, seat) =>
        h(
          'li',
          {
            class: line.turn ? 'score turn' : 'score',
            'aria-current': line.turn ? 'true' : null,
            'data-score-seat': seat,
            'data-total': line.total,
          },
          h('span', { class: 'score-name' }, line.name),
          h('span', { class: 'score-total' }, line.total),
          h('span', { class: 'score-round' }, `${line.roundLabel} ${line.round}`),
        ),
      ),
    );
    board ??= mountBoard(byId<HTMLElement>('g-board') as unknown as SVGSVGElement, session.rules, art, tap);
    board.render(computeBoardView(s, chosen), {
      pending: placement(),
      matched,
      hinted: hints.map((p) => ({ q: p.q, r: p.r })),
    });
    const live = view.phase === 'play' || view.phase === 'bonus';
    byId('g-play').hidden = !live;
    byId('g-turn-bar').hidden = !live;
    const choice = chosen === null ? undefined : searchCards(s.rules, [chosen], '')[0];
    byId('g-card').replaceChildren(
      ...(choice === undefined
        ? [view.phase === 'bonus' ? 'Pick the bonus card' : 'Pick the card']
        : [cardPicture(choice, art), h('span', {}, choice.name.replace('/', '/\u200b'))]),
    );
    byId('g-card').setAttribute(
      'aria-label',
      choice === undefined
        ? view.phase === 'bonus'
          ? 'Pick the bonus card played'
          : 'Pick the card played'
        : `Card played: ${choice.name}. Pick another`,
    );
    byId<HTMLButtonElement>('g-rotate').disabled = pending === null || pending.rotations.length < 2;
    byId('g-rotate').textContent =
      pending && pending.rotations.length > 1 ? `Rotate (${pending.index + 1}/${pending.rotations.length})` : 'Rotate';
    byId<HTMLButtonElement>('g-place').disabled = pending === null;
    byId('g-place').textContent = pending ? `Place +${pending.rotations[pending.index]!.points}` : 'Place';
    byId('g-pass').hidden = view.phase !== 'play';
    byId('g-skip').hidden = view.phase !== 'bonus';
    byId('g-end').classList.toggle('offer', view.offerEnd);
    byId('g-end').textContent = view.offerEnd ? 'End the round now' : 'End round';
    byId<HTMLButtonElement>('g-undo').disabled = !view.canUndo;
    byId<HTMLButtonElement>('g-redo').disabled = !view.canRedo;
    const over = byId('g-over');
    over.hidden = live;
    if (!live)
      renderRoundOver(over, session, freeStarts(s), {
        start: (start) =>
          void guard(async () => {
            await act(
              { type: 'start-round', start },
              () => `Round ${state().round!.index + 1} starts. ${computeGameView(session!).turnLabel}.`,
            );
            render();
          })(),
        rematch: () => host.rematch(session!),
        exportFile: () => say(host.exportFile(session!)),
      });
  }

  byId('g-card').onclick = () => {
    if (session === null) return;
    openPicker(state().rules, art, unseen(), (id) => {
      chosen = id;
      pending = null;
      hints = [];
      const cells = computeBoardView(state(), id).legal.length;
      say(
        cells === 0
          ? `${cardName(state().rules, id)} fits nowhere on this table.`
          : `${cardName(state().rules, id)}: tap one of the ${cells} marked cells.`,
      );
      render();
    });
  };
  byId('g-rotate').onclick = () => {
    if (pending === null) return;
    pending.index = (pending.index + 1) % pending.rotations.length;
    say(`Rotation ${pending.index + 1} of ${pending.rotations.length}: +${pending.rotations[pending.index]!.points}`);
    render();
  };
  byId('g-place').onclick = guard(async () => {
    const p = placement();
    if (p === null) return;
    const who = state().players[state().round!.seat]!;
    const refusal = await act({ type: 'place', placement: p }, (after) => {
      const play = currentState(after).round!.plays.at(-1)!;
      matched = play.matches.map(({ q, r }) => ({ q, r }));
      const with_ =
        play.matches.length > 0
          ? `, matching ${play.matches.length} neighbour${play.matches.length > 1 ? 's' : ''}`
          : '';
      const bonus = currentState(after).round!.bonusAt >= 0 ? ' Core bonus: pick a card touching it, or skip.' : '';
      return `${who} placed ${cardName(after.rules, p.card)} for ${play.points} points${with_}.${bonus}`;
    });
    if (refusal === null) clearChoice();
    else say(h('strong', { class: 'refusal' }, refusal));
    render();
  });
  const simple = (action: Action, text: (who: string) => string) =>
    guard(async () => {
      const who = state().players[state().round!.seat]!;
      matched = [];
      const refusal = await act(action, () => text(who));
      if (refusal === null) clearChoice();
      else say(h('strong', { class: 'refusal' }, refusal));
      render();
    });
  byId('g-pass').onclick = simple({ type: 'pass' }, (who) => `${who} passes.`);
  byId('g-skip').onclick = simple({ type: 'skip-bonus' }, (who) => `${who} skips the core bonus.`);
  byId('g-hint').onclick = () => {
    const s = state();
    const round = s.round!;
    const hand = chosen === null ? unseen() : [chosen];
    hints = listLegal(
      s.rules,
      round.table,
      hand.map((id) => s.rules.cardIndex.get(id)!),
      round.bonusAt,
    ).slice(0, 5);
    say(
      hints.length === 0
        ? 'No legal placement.'
        : h(
            'span',
            {},
            'Best placements: ',
            h(
              'span',
              { class: 'hint-list' },
              ...hints.map((p) =>
                button(
                  `${cardName(s.rules, p.card)} at ${p.q},${p.r} +${p.points}`,
                  () => {
                    chosen = p.card;
                    pending = { cell: p, rotations: legalRotations(state(), p.card, p), index: 0 };
                    pending.index = Math.max(
                      0,
                      pending.rotations.findIndex((r) => r.rotation === p.rotation),
                    );
                    hints = [];
                    say(`${cardName(s.rules, p.card)} at ${p.q},${p.r}: +${p.points}`);
                    render();
                  },
                  { class: 'quiet small' },
                ),
              ),
            ),
          ),
    );
    render();
  };
  function enterHands(start: HandsDraft | null): void {
    const s = state();
    const { id, cursor } = { id: session!.saved.id, cursor: session!.saved.cursor };
    byId('screen-game').dataset.phase = 'hands';
    openHands(s.rules, art, s.players, unseen(), {
      start,
      keep: (seat, hands) => host.keepDraft({ game: id, cursor, seat, hands }),
      confirm: (hands) => act({ type: 'end-round', hands }, () => `Round ${s.round!.index + 1} is over.`),
      cancel: () => {
        void host.keepDraft(null);
        render();
      },
    });
  }
  byId('g-end').onclick = () => enterHands(null);
  const move = (next: (s: Session, now: number) => Session, verb: string) =>
    guard(async () => {
      if (session === null) return;
      const label = computeHistory(session).find((i) => i.current)?.label;
      const to = next(session, Date.now());
      clearChoice();
      matched = [];
      const failed = await commit(to);
      if (failed === null)
        announce.textContent = `${verb}: ${verb === 'Undone' ? label : computeHistory(session).find((i) => i.current)?.label}.`;
      say(failed === null ? (announce.textContent ?? '') : h('strong', { class: 'refusal' }, failed));
      render();
    });
  byId('g-undo').onclick = move(undo, 'Undone');
  byId('g-redo').onclick = move(redo, 'Redone');
  byId('g-fit').onclick = () => board?.fit();
  byId('g-menu').onclick = () => host.openMenu();
  byId('g-history').onclick = () => {
    const dialog = byId<HTMLDialogElement>('history');
    const items = computeHistory(session!);
    byId('history-list').replaceChildren(
      ...items.map((item) =>
        h(
          'li',
          { class: item.inForce ? (item.current ? 'current' : '') : 'undone' },
          h('span', {}, item.label),
          item.current
            ? h('span', { class: 'tag' }, 'now')
            : button(
                item.inForce ? 'Undo to here' : 'Redo to here',
                () => {
                  dialog.close();
                  void move((s, now) => moveTo(s, item.cursor, now), 'Moved')();
                },
                { class: 'quiet small', 'aria-label': `${item.inForce ? 'Undo' : 'Redo'} to here: ${item.label}` },
              ),
        ),
      ),
    );
    byId('history-close').onclick = () => dialog.close();
    dialog.showModal();
  };

  return {
    show(next) {
      if (session?.saved.id !== next.saved.id) matched = [];
      // A card chosen for another state (another game, or this one as another tab saved it) may no longer fit.
      if (session === null || currentState(session) !== currentState(next)) clearChoice();
      session = next;
      render();
    },
    resumeHands: (draft) => enterHands(draft),
  };
}
