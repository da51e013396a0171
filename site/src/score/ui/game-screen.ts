// The game screen: whose turn, the pile, the scores, the board, and the controls that record a
// play. An ordinary play is three taps: the cell, the card (among those that fit there), Place.
// Every action goes through the host, which saves it before the screen shows its result.

import {
  applyAction,
  freeStarts,
  isOnTable,
  listLegal,
  type Action,
  type Cell,
  type GameState,
  type LegalPlay,
} from '../../../../engine/index.ts';
import type { Rules } from '../../../../engine/index.ts';
import { computeBoardView, HEX } from '../../table/board.ts';
import { readCardArt } from '../../table/card-face.ts';
import { searchCards } from '../../table/card-search.ts';
import {
  cardsFittingAt,
  cellsFor,
  draftPlacement,
  draftRotation,
  isDraftCell,
  rotationToward,
  startDraft,
  turnDraft,
  turnDraftTo,
  type Draft,
} from '../../table/draft.ts';
import { computeHandSizes, roundEndDue } from '../hand-sizes.ts';
import { liveCells } from '../../table/draft.ts';
import type { HandsDraft } from '../hands-draft.ts';
import { oneAtATime } from '../one-at-a-time.ts';
import {
  currentState,
  dropHeld,
  edit,
  heldProblem,
  heldTurns,
  moveTo,
  perform,
  redo,
  stateAt,
  turnStartCore,
  undo,
  type Session,
} from '../session.ts';
import type { ScanControl } from '../scan/scan-view.ts';
import { describeRefusal } from '../../table/table-words.ts';
import { cardName } from '../../table/card-name.ts';
import { computeGameView, computeHistory } from '../view.ts';
import { mountBoard, type BoardUi } from '../../table/ui/board-ui.ts';
import { byId, button, h } from '../../table/ui/dom.ts';
import { openHands } from './hands-dialog.ts';
import { cardPicture, openPicker } from '../../table/ui/picker.ts';
import { cardsWithIcons, hidePanel, showFaces, togglePadIcon, type PanelSide } from './play-panel.ts';
import { coreChoice, renderRoundOver } from './round-over.ts';

/** The least room between a tapped cell's edge and the panel (CSS px). */
const PANEL_GAP_PX = 12;

/** The panel's height with two rows of faces in view (fewer when it holds fewer): the title, the rows, the pad. */
function wantedPanelHeight(): number {
  const panel = byId('g-panel');
  const list = byId('g-panel-list');
  const style = getComputedStyle(panel);
  const faces = [...list.children] as HTMLElement[];
  const firstTop = faces[0]?.offsetTop ?? 0;
  const rows = faces.filter((f, i) => i === 0 || f.offsetTop !== faces[i - 1]!.offsetTop);
  const twoRows = rows.length > 2 ? rows[2]!.offsetTop - firstTop : list.scrollHeight;
  const gap = Number.parseFloat(style.rowGap) || 0;
  const parts = [byId('g-panel-title'), byId('g-pad')].filter((el) => !el.hidden);
  return (
    parts.reduce((sum, el) => sum + el.getBoundingClientRect().height, 0) +
    twoRows +
    gap * parts.length +
    Number.parseFloat(style.paddingTop) +
    Number.parseFloat(style.paddingBottom) +
    Number.parseFloat(style.borderTopWidth) +
    Number.parseFloat(style.borderBottomWidth)
  );
}

export interface GameHost {
  /** Saves the session, then shows it; null once saved, else why it was not (nothing was recorded). */
  commit(next: Session): Promise<string | null>;
  openMenu(): void;
  rematch(s: Session): void;
  /** Downloads the game record; returns what to tell the player. */
  exportFile(s: Session): string;
  /** Stores the hand entry in progress (null: none) before it returns, so that a reload comes back to it. */
  keepDraft(draft: HandsDraft | null): void;
}

export interface GameScreen {
  show(session: Session): void;
  /** A new game not yet begun (from a link): waits for the first round's starting core to be tapped. */
  offerStart(rules: Rules, players: readonly string[], rounds: number, start: (core: string) => Promise<void>): void;
  /** Reopens a hand entry kept through a reload. */
  resumeHands(draft: HandsDraft): void;
}

export function createGameScreen(host: GameHost): GameScreen {
  let session: Session | null = null;
  /** The card named first (the picker route), before its cell is tapped. */
  let chosen: string | null = null;
  /** The cell tapped first, while the cards that fit it are shown (the likeliest first), and which edge of the board the panel lies on. */
  let opened: Cell | null = null;
  let openedFits: string[] = [];
  let panelSide: PanelSide = 'bottom';
  /** The icons pressed on the panel's pad: the faces shown carry them all. */
  let padIcons: string[] = [];
  /** The card named is the held turn's, offered for its correction: a cell where it does not fit shows that cell's cards instead. */
  let suggested = false;
  let draft: Draft | null = null;
  let matched: Cell[] = [];
  let hints: LegalPlay[] = [];
  let board: BoardUi | null = null;
  /** The hand entry is open: the round's end is being entered. */
  let entering = false;
  /** A commit in flight: a second tap meanwhile would act on the state before it, so it is refused. */
  let saving = false;
  /** A past play being edited: its index, the game just before it, and whether it was a core bonus. */
  let editing: { index: number; before: GameState; bonus: boolean; label: string; cell: Cell | null } | null = null;
  /** Scan, on from play to play until ended: its camera view (shown, or set aside while its play waits), and the card it proposed. */
  let scan: ScanControl | null = null;
  let scanned: string | null = null;
  const message = byId('g-message');
  const app = byId('score-app');
  const art = readCardArt(app.dataset.art, app.dataset.artBox, app.dataset.artVersion);
  const announce = byId('g-announce');
  // The banner of an edit in progress, or of a turn held for correction after one, above the board.
  const bannerText = h('p', { id: 'g-edit-text' });
  const bannerButton = h('button', { type: 'button', class: 'quiet small', id: 'g-edit-button' });
  const banner = h('div', { class: 'edit-banner', id: 'g-edit', hidden: true }, bannerText, bannerButton);
  byId('screen-game').querySelector('.board-wrap')!.before(banner);

  // While a past play is edited, the table is the one it was played on.
  const state = () => editing?.before ?? currentState(session!);
  const rules = () => session!.rules;
  const say = (...parts: (string | Node)[]) => message.replaceChildren(...parts);
  const refuse = (text: string) => say(h('strong', { class: 'refusal' }, text));
  const name = (id: string) => cardName(rules(), id);
  const unseen = () =>
    state()
      .rules.cards.filter((_, i) => !isOnTable(state().round!.table, i))
      .map((c) => c.id);

  function clearChoice(): void {
    chosen = null;
    suggested = false;
    opened = null;
    padIcons = [];
    draft = null;
    hints = [];
    hidePanel();
  }

  /** Ends Scan (Cards, Hint, an edit, the menu, the round's end, a play entered by hand): the camera stops. */
  function endScan(): void {
    scan?.stop();
    scan = null;
    scanned = null;
  }

  /** Scan on, it looks for the next play after each action recorded, unless a draft waits on the board. */
  function scanNext(): void {
    if (scan === null || draft !== null) return;
    scanned = null;
    scan.show();
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
    if (!step.ok) return describeRefusal(rules(), step.error);
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

  /** Shows a draft: from the panel's faces the panel stays, its face pressed; from elsewhere (picker, hint, Scan) it closes. */
  function showDraft(next: Draft, fromPanel = false): void {
    draft = next;
    if (fromPanel) renderPanel();
    else {
      opened = null;
      hidePanel();
    }
    const { points } = draftRotation(next);
    const turns = next.rotations.length > 1 ? ' Not as it lies? Tap the corner where its notch is.' : '';
    say(`${name(next.card)}: +${points}.${turns}`);
  }

  /**
   * The panel lies over the half of the board away from the cell, clear of it by a finger's width,
   * so the cell stays in sight. Where that half is short of two rows of faces, the board moves the
   * cell away by at most the panel's title: what comes under the finger that tapped is then the
   * title or the board, never a face or the pad, so a second tap there does nothing.
   */
  function placePanel(cell: Cell): void {
    const at = board!.locate(cell);
    const panel = byId('g-panel');
    panelSide = at.y > at.height / 2 ? 'top' : 'bottom';
    panel.dataset.side = panelSide;
    panel.style.maxHeight = '';
    const room = (panelSide === 'top' ? at.y : at.height - at.y) - at.radius - PANEL_GAP_PX;
    const title = byId('g-panel-title').getBoundingClientRect().height;
    const wanted = wantedPanelHeight();
    const shift = Math.max(0, Math.min(wanted - room, at.radius + PANEL_GAP_PX + title));
    if (shift > 0) board!.shift(panelSide === 'top' ? shift : -shift);
    // No taller than two rows of faces: the rest of the board shows the draft once a face is tapped.
    panel.style.maxHeight = `${Math.max(Math.min(room + shift, wanted), at.height * 0.3).toFixed(0)}px`;
  }

  /** The panel of the cell tapped: its cards, narrowed by the icons pressed on the pad; the draft's card pressed. */
  function renderPanel(): void {
    const cell = opened;
    if (cell === null) return;
    const shown = cardsWithIcons(rules(), openedFits, padIcons);
    const icons = padIcons.map((i) => rules().deck.icons.find((icon) => icon.id === i)?.name ?? i).join(' and ');
    const fit = `${openedFits.length} card${openedFits.length > 1 ? 's fit' : ' fits'} there`;
    showFaces(rules(), art, {
      title:
        padIcons.length === 0
          ? `${fit}, the likeliest first. Tap the one played, or its icons below.`
          : `${shown.length} with ${icons} (of the ${fit}).`,
      cards: shown.map((id) => ({ id })),
      picked: draft?.card ?? null,
      onPick: (id) => {
        const next = startDraft(state(), id, cell);
        if (next !== null) showDraft(next, true);
        render();
      },
      pad: {
        pressed: padIcons,
        onToggle: (icon) => {
          padIcons = togglePadIcon(padIcons, icon);
          renderPanel();
        },
      },
      side: panelSide,
    });
  }

  /** The cards still to be played that fit a tapped cell, as faces to tap, the likeliest first. */
  function openCell(cell: Cell): void {
    const fits = cardsFittingAt(state(), unseen(), cell);
    draft = null;
    if (fits.length === 0) {
      opened = null;
      hidePanel();
      refuse(`No card still to be played fits there${state().round!.bonusAt >= 0 ? ' as the bonus' : ''}.`);
      return;
    }
    if (opened === null || opened.q !== cell.q || opened.r !== cell.r) padIcons = [];
    opened = cell;
    openedFits = fits;
    renderPanel();
    placePanel(cell);
    say('Tap the card played there.');
  }

  /**
   * A tap on the board. On the draft near a corner, it turns the card so that its notch points
   * there, as it lies on the table (one tap whatever the rotation); in its middle it turns it to the
   * next legal rotation (the right half) or back (the left half).
   */
  function tap(cell: Cell, side: 1 | -1, from?: { x: number; y: number }): void {
    if (session === null || state().round?.over !== null || entering) return;
    const aimed = from === undefined ? null : rotationToward(from, HEX);
    if (cell.q === 0 && cell.r === 0 && aimed !== null && draft === null && opened === null && startTurnable()) {
      void turnStart(aimed);
      return;
    }
    if (draft !== null && isDraftCell(draft, cell)) {
      const aimed = from === undefined ? null : rotationToward(from, HEX);
      if (aimed === null) showDraft(turnDraft(draft, side));
      else if (draft.rotations.some((r) => r.rotation === aimed)) showDraft(turnDraftTo(draft, aimed));
      else {
        const { card, cell: at } = draft;
        const step = applyAction(state(), { type: 'place', placement: { card, q: at.q, r: at.r, rotation: aimed } });
        refuse(`It cannot lie that way: ${step.ok ? 'it does not fit' : describeRefusal(rules(), step.error)}.`);
      }
    } else if (opened !== null) openCell(cell);
    else if (chosen !== null || draft !== null) {
      const card = chosen ?? draft!.card;
      const next = startDraft(state(), card, cell);
      if (next !== null) showDraft(next);
      else if (suggested) openCell(cell);
      else if (chosen !== null) {
        const rotation = rules().rotations[rules().cardIndex.get(card)!]![0]!;
        // The table played on: the one before the play being edited, if one is.
        const step = applyAction(state(), { type: 'place', placement: { card, q: cell.q, r: cell.r, rotation } });
        refuse(`Not there: ${step.ok ? 'no rotation fits' : describeRefusal(rules(), step.error)}.`);
      } else openCell(cell);
    } else openCell(cell);
    render();
  }

  /** Whether the round has just begun (no turn yet): its starting core can still be turned to lie as on the table. */
  const startTurnable = () =>
    editing === null &&
    state().round!.turns.length === 0 &&
    session!.saved.actions[session!.saved.cursor - 1]?.type === 'start-round';

  /** Turns the starting core so that its notch points where it was tapped, as it lies on the table. */
  const turnStart = guard(async (rotation: number) => {
    if (session === null) return;
    const step = turnStartCore(session, rotation, Date.now());
    if (!step.ok) return refuse(describeRefusal(rules(), step.error));
    const failed = await commit(step.value);
    if (failed !== null) refuse(failed);
    else say(`${name(state().round!.start)} lies turned as on the table (its notch toward the corner tapped).`);
    render();
  });

  /** The banner above the board: the edit in progress (Cancel), or the turn the game waits on (Drop). */
  function renderBanner(held: number): void {
    banner.hidden = editing === null && held === 0;
    if (editing !== null) {
      bannerText.textContent = `${editing.label}: tap its cell (the old one is ringed), the card, Place; or ${editing.bonus ? 'Skip bonus' : 'Pass'}.`;
      bannerButton.textContent = 'Cancel edit';
      bannerButton.dataset.action = 'cancel-edit';
      bannerButton.onclick = () => {
        editing = null;
        clearChoice();
        say('Edit cancelled: nothing was changed.');
        render();
      };
    } else if (held > 0) {
      const first = computeHistory(session!, (r) => describeRefusal(rules(), r)).find(
        (item) => item.held && item.problem !== null,
      );
      const more = held > 1 ? ` (and ${held - 1} after it)` : '';
      bannerText.textContent = `To correct: ${first?.label ?? 'a turn'}${more}: ${first?.problem ?? ''}. Record it as played, or drop it.`;
      bannerButton.textContent = 'Drop it';
      bannerButton.dataset.action = 'drop-held';
      bannerButton.onclick = guard(async () => {
        if (session === null) return;
        const failed = await commit(dropHeld(session, Date.now()));
        if (failed !== null) refuse(failed);
        else say(describeHeld(session, 'Dropped.'));
        afterAction();
      });
    }
  }

  /** What an edit or a correction did to the turns after it. */
  function describeHeld(s: Session, done: string): string {
    const held = heldTurns(s).length;
    return held === 0
      ? `${done} Every later turn was checked again and still fits.`
      : `${done} ${held} later turn${held > 1 ? 's' : ''} no longer fit${held > 1 ? '' : 's'}: correct ${held > 1 ? 'the first' : 'it'} to go on.`;
  }

  /** Opens a past play, pass or skipped bonus for correction: its table as it was, the play drawn on it. */
  function startEdit(index: number, label: string): void {
    if (session === null) return;
    endScan();
    clearChoice();
    matched = [];
    const before = stateAt(session, index);
    const old = session.saved.actions[index]!;
    const seat = before.players[before.round!.seat]!;
    // The old play's cell is ringed, not drawn: a draft is drawn large and would cover the cells beside it.
    editing = {
      index,
      before,
      bonus: before.round!.bonusAt >= 0,
      label: `Editing ${seat}'s ${before.round!.bonusAt >= 0 ? 'bonus' : 'turn'}`,
      cell: old.type === 'place' ? { q: old.placement.q, r: old.placement.r } : null,
    };
    say(`Was: ${label}.`);
    render();
  }

  /** Saves the edit with the play, pass or skip now chosen. */
  async function saveEdit(replacement: Action): Promise<void> {
    if (session === null || editing === null) return;
    const step = edit(session, editing.index, replacement, Date.now());
    if (!step.ok) {
      refuse(`Not changed: ${describeRefusal(rules(), step.error)}.`);
      return;
    }
    const failed = await commit(step.value);
    if (failed !== null) {
      refuse(failed);
      return;
    }
    editing = null;
    const text = describeHeld(session, 'Edited.');
    announce.textContent = text;
    say(text);
    afterAction();
  }

  function render(): void {
    if (session === null) return;
    const s = state();
    const view = computeGameView(session);
    const screen = byId('screen-game');
    screen.dataset.phase = entering ? 'hands' : editing !== null ? 'edit' : view.phase;
    screen.dataset.actions = String(session.saved.cursor);
    const held = heldTurns(session);
    if (editing === null) delete screen.dataset.edit;
    else screen.dataset.edit = String(editing.index + 1);
    if (held.length === 0) delete screen.dataset.held;
    else screen.dataset.held = String(held.length);
    renderBanner(held.length);
    byId('g-turn').textContent = editing === null ? view.turnLabel : editing.label;
    byId('g-round').textContent = view.roundLabel;
    byId('g-pile').textContent = `${view.pileCount} in the pile`;
    const sizes = computeHandSizes(currentState(session));
    const live = editing !== null || view.phase === 'play' || view.phase === 'bonus';
    const bonusNow = editing !== null ? editing.bonus : view.phase === 'bonus';
    byId('g-scores').replaceChildren(
      ...view.scores.map((line, seat) =>
        h(
          'li',
          {
            class: line.turn ? 'score turn' : 'score',
            'aria-current': line.turn ? 'true' : null,
            'data-score-seat': seat,
            'data-total': line.total,
            'data-hand': live ? sizes[seat] : null,
          },
          h('span', { class: 'score-name' }, line.name),
          h('span', { class: 'score-total' }, line.total),
          h(
            'span',
            { class: 'score-round' },
            // While the round is played: its points so far and the cards in hand, short enough for one line.
            live
              ? `+${line.round} · ${sizes[seat]} card${sizes[seat] === 1 ? '' : 's'}`
              : `${line.roundLabel} ${line.round}`,
          ),
        ),
      ),
    );
    board ??= mountBoard(byId<HTMLElement>('g-board') as unknown as SVGSVGElement, session.rules, art, tap, () =>
      byId('g-fit').setAttribute('aria-pressed', String(board?.overview ?? false)),
    );
    const boardView = computeBoardView(s, null);
    // The cells marked: where the card named first may go, or the cell tapped while its cards are shown.
    const legal = chosen !== null && draft === null ? cellsFor(s, chosen) : opened !== null ? [opened] : [];
    const editCell = editing?.cell ?? null;
    // A cell's panel open, the board stays as it is: the cell tapped stays under the finger.
    const focus =
      draft !== null
        ? [draft.cell]
        : opened !== null
          ? []
          : legal.length === 0 && editCell !== null
            ? [editCell]
            : legal;
    board.render(
      { ...boardView, legal },
      {
        draft: draft === null ? null : draftPlacement(draft),
        draftRotations: draft === null ? [] : draft.rotations.map((r) => r.rotation),
        matched,
        hinted: [...hints.map((p) => ({ q: p.q, r: p.r })), ...(editCell !== null && draft === null ? [editCell] : [])],
        focus,
        live: live ? liveCells(s, unseen()) : [],
        hold: opened !== null,
        covered: opened === null ? null : { side: panelSide, px: byId('g-panel').getBoundingClientRect().height },
      },
    );
    const choice = chosen === null ? undefined : searchCards(s.rules, [chosen], '')[0];
    byId('g-card').replaceChildren(...(choice === undefined ? ['Cards'] : [cardPicture(choice, art)]));
    byId('g-card').setAttribute(
      'aria-label',
      choice === undefined
        ? view.phase === 'bonus'
          ? 'Cards: pick the bonus card played'
          : 'Cards: pick the card played'
        : `Card played: ${choice.name}. Pick another`,
    );
    byId<HTMLButtonElement>('g-card').disabled = !live;
    byId<HTMLButtonElement>('g-hint').disabled = !live || editing !== null;
    byId<HTMLButtonElement>('g-scan').disabled = !live || editing !== null || rules().deck.marks === false;
    byId<HTMLButtonElement>('g-rotate').disabled = draft === null || draft.rotations.length < 2;
    byId('g-rotate').textContent =
      draft && draft.rotations.length > 1 ? `Turn ${draft.index + 1}/${draft.rotations.length}` : 'Turn';
    byId('g-rotate').setAttribute('aria-label', `${byId('g-rotate').textContent}: the card to its next legal rotation`);
    byId<HTMLButtonElement>('g-place').disabled = draft === null;
    byId('g-place').textContent = draft ? `Place +${draftRotation(draft).points}` : 'Place';
    byId<HTMLButtonElement>('g-pass').disabled = !live || bonusNow;
    byId<HTMLButtonElement>('g-skip').disabled = !live || !bonusNow;
    // The round's end waits for an edit to be saved and for the turns held after one, unless the
    // turn held is the round's end itself (its hands no longer fit): it is then listed again.
    const endHeld = held[0]?.action.type === 'end-round';
    byId<HTMLButtonElement>('g-end').disabled = !live || editing !== null || (held.length > 0 && !endHeld);
    byId('g-end').classList.toggle('offer', (view.offerEnd && editing === null && held.length === 0) || endHeld);
    byId<HTMLButtonElement>('g-undo').disabled = !view.canUndo || editing !== null;
    byId<HTMLButtonElement>('g-redo').disabled = !view.canRedo || editing !== null;
    const over = byId('g-over');
    over.hidden = live;
    if (!live)
      renderRoundOver(over, session, freeStarts(s), art, {
        start: (start) =>
          void guard(async () => {
            await act(
              { type: 'start-round', start },
              () =>
                `Round ${state().round!.index + 1} starts. ${computeGameView(session!).turnLabel}. If the core lies turned, tap its corner where the notch is.`,
            );
            render();
          })(),
        rematch: () => host.rematch(session!),
        exportFile: () => say(host.exportFile(session!)),
      });
  }

  byId('g-card').onclick = () => {
    if (session === null) return;
    endScan();
    openPicker(state().rules, art, unseen(), (id) => {
      const cell = opened ?? draft?.cell ?? null;
      clearChoice();
      const here = cell === null ? null : startDraft(state(), id, cell);
      if (here !== null) showDraft(here);
      else {
        chosen = id;
        const cells = cellsFor(state(), id).length;
        say(
          cells === 0
            ? `${name(id)} fits nowhere on this table.`
            : `${name(id)}: tap one of the ${cells} marked places.`,
        );
      }
      render();
    });
  };
  byId('g-rotate').onclick = () => {
    if (draft === null) return;
    showDraft(turnDraft(draft));
    render();
  };
  byId('g-place').onclick = guard(async () => {
    if (draft === null) return;
    const p = draftPlacement(draft);
    if (editing !== null) return saveEdit({ type: 'place', placement: p });
    const who = state().players[state().round!.seat]!;
    const refusal = await act({ type: 'place', placement: p }, (after) => {
      const play = currentState(after).round!.plays.at(-1)!;
      matched = play.matches.map(({ q, r }) => ({ q, r }));
      const with_ =
        play.matches.length > 0
          ? `, matching ${play.matches.length} neighbour${play.matches.length > 1 ? 's' : ''}`
          : '';
      const bonus =
        currentState(after).round!.bonusAt >= 0 ? ' Core bonus: tap where the bonus card went, or skip.' : '';
      return `${who} placed ${name(p.card)} for ${play.points} points${with_}.${bonus}`;
    });
    // On success the choice was cleared when the saved state was shown: a cell tapped since then (the
    // next play, tapped before this handler ends) must be kept.
    if (refusal !== null) refuse(refusal);
    // Another card than the one Scan proposed was entered by hand: Scan stays closed until tapped again.
    else if (scan !== null && scanned !== p.card) endScan();
    afterAction();
  });
  const simple = (action: Action, text: (who: string) => string) =>
    guard(async () => {
      if (editing !== null) return saveEdit(action);
      const who = state().players[state().round!.seat]!;
      matched = [];
      const refusal = await act(action, () => text(who));
      if (refusal !== null) refuse(refusal);
      afterAction();
    });
  byId('g-pass').onclick = simple({ type: 'pass' }, (who) => `${who} passes.`);
  byId('g-skip').onclick = simple({ type: 'skip-bonus' }, (who) => `${who} skips the core bonus.`);

  /** Shows the action's result; when the rules end the round there, opens the hand entry. */
  function afterAction(): void {
    render();
    const due = session === null || heldTurns(session).length > 0 ? null : roundEndDue(state());
    if (due !== null) {
      const why = due === 'all-passed' ? 'everybody passed with the pile out' : 'the pile is out and a hand is empty';
      say(`The round is over: ${why}. List the cards left in each hand.`);
      enterHands(null);
    } else scanNext();
  }

  byId('g-hint').onclick = () => {
    endScan();
    const s = state();
    const round = s.round!;
    const hand = chosen === null ? unseen() : [chosen];
    // One line per card and cell: the best rotation of each, the five best of those.
    const seen = new Set<string>();
    hints = listLegal(
      s.rules,
      round.table,
      hand.map((id) => s.rules.cardIndex.get(id)!),
      round.bonusAt,
    )
      .filter((p) => !seen.has(`${p.card} ${p.q},${p.r}`) && seen.add(`${p.card} ${p.q},${p.r}`))
      .slice(0, 5);
    draft = null;
    opened = null;
    if (hints.length === 0) {
      hidePanel();
      say('No card still to be played fits anywhere.');
    } else {
      byId('g-panel').style.maxHeight = '';
      showFaces(s.rules, art, {
        title: 'Best plays: tap one to see it on the table',
        cards: hints.map((p) => ({ id: p.card, note: `+${p.points}` })),
        onPick: (_, index) => {
          const p = hints[index]!;
          const next = startDraft(state(), p.card, p);
          hints = [];
          if (next !== null) showDraft(turnDraftTo(next, p.rotation));
          render();
        },
        side: 'bottom',
      });
      say('');
    }
    render();
  };

  function enterHands(start: HandsDraft | null): void {
    const s = state();
    const { id, cursor } = { id: session!.saved.id, cursor: session!.saved.cursor };
    entering = true;
    endScan();
    clearChoice();
    render();
    openHands(s.rules, art, s.players, unseen(), computeHandSizes(s), {
      start,
      keep: (seat, hands) => host.keepDraft({ game: id, cursor, seat, hands }),
      confirm: (hands) =>
        act({ type: 'end-round', hands }, () => `Round ${s.round!.index + 1} is over.`).then((refusal) => {
          if (refusal === null) entering = false;
          return refusal;
        }),
      cancel: () => {
        entering = false;
        host.keepDraft(null);
        render();
      },
    });
  }
  const endDialog = byId<HTMLDialogElement>('end-confirm');
  byId('g-end').onclick = () => {
    if (session === null) return;
    const pile = state().round!.pileCount;
    const endHeld = heldTurns(session)[0]?.action.type === 'end-round';
    if (endHeld || roundEndDue(state()) !== null || computeGameView(session).offerEnd) return enterHands(null);
    byId('end-confirm-text').textContent =
      pile > 0
        ? `${pile} card${pile > 1 ? 's are' : ' is'} still in the pile. End the round now?`
        : 'Not everybody has passed yet. End the round now?';
    endDialog.showModal();
  };
  byId('end-confirm-yes').onclick = () => {
    endDialog.close();
    enterHands(null);
  };
  byId('end-confirm-no').onclick = () => endDialog.close();
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
      scanNext();
    });
  byId('g-undo').onclick = move(undo, 'Undone');
  byId('g-redo').onclick = move(redo, 'Redone');
  byId('g-fit').onclick = () => board?.toggleOverview();
  // Scan: the camera reads the table and proposes the play as this same draft (its code loads on the
  // first tap). It stays on from play to play: set aside while its draft waits, back after Place.
  byId('g-scan').onclick = () => {
    if (session === null) return;
    // On but set aside (its play waits on the board): back to looking, that draft dropped.
    if (scan !== null) {
      clearChoice();
      render();
      scanNext();
      return;
    }
    import('../scan/camera-scan.ts')
      .then(({ openPlayScan }) => {
        scan = openPlayScan({
          state,
          over: byId('screen-game'),
          propose(p, text) {
            const next = startDraft(state(), p.card, p);
            if (next === null) return;
            clearChoice();
            showDraft(turnDraftTo(next, p.rotation));
            say(text);
            scanned = p.card;
            // Out of the way while the player checks the draft on the board.
            scan?.hide();
            render();
          },
          closed: () => {
            scan = null;
            scanned = null;
            say('Camera closed: tap the cell where the card went.');
          },
        });
      })
      .catch((e: unknown) => refuse(`Scan could not start: ${(e as Error).message}.`));
  };
  byId('g-menu').onclick = () => {
    endScan();
    host.openMenu();
  };
  byId('g-history').onclick = () => {
    const dialog = byId<HTMLDialogElement>('history');
    const items = computeHistory(session!, (r) => describeRefusal(rules(), r));
    byId('history-list').replaceChildren(
      ...items.map((item) =>
        h(
          'li',
          {
            class: item.held ? 'held' : item.inForce ? (item.current ? 'current' : '') : 'undone',
            'data-index': item.index >= 0 ? item.index + 1 : null,
          },
          h(
            'span',
            { class: 'history-label' },
            item.label,
            item.problem !== null ? h('span', { class: 'history-problem' }, ` No longer fits: ${item.problem}.`) : null,
          ),
          h(
            'span',
            { class: 'history-tools' },
            item.held ? h('span', { class: 'tag' }, 'to correct') : null,
            item.current ? h('span', { class: 'tag' }, 'now') : null,
            item.editable && !entering
              ? button(
                  'Edit',
                  () => {
                    dialog.close();
                    startEdit(item.index, item.label);
                  },
                  { class: 'quiet small', 'data-action': 'edit', 'aria-label': `Edit: ${item.label}` },
                )
              : null,
            !item.current && item.reachable && editing === null
              ? button(
                  item.inForce ? 'Undo to here' : 'Redo to here',
                  () => {
                    dialog.close();
                    void move((s, now) => moveTo(s, item.cursor, now), 'Moved')();
                  },
                  { class: 'quiet small', 'aria-label': `${item.inForce ? 'Undo' : 'Redo'} to here: ${item.label}` },
                )
              : null,
          ),
        ),
      ),
    );
    byId('history-close').onclick = () => dialog.close();
    dialog.showModal();
  };

  return {
    show(next) {
      if (session?.saved.id !== next.saved.id) {
        endScan();
        matched = [];
        // A new game starts with nothing said: no announcement of the last one lingers.
        announce.textContent = '';
        say('');
      }
      // A card chosen for another state (another game, or this one as another tab saved it) may no longer fit.
      if (session === null || currentState(session) !== currentState(next)) {
        clearChoice();
        editing = null;
      }
      session = next;
      // A held play whose card is still to be played: its card is named, so the cell and Place record it.
      const first = heldTurns(next)[0];
      if (
        first?.action.type === 'place' &&
        draft === null &&
        opened === null &&
        heldProblem(next)?.code !== 'no-bonus'
      ) {
        const card = first.action.placement.card;
        if (unseen().includes(card) && cellsFor(currentState(next), card).length > 0) {
          chosen = card;
          suggested = true;
        }
      }
      render();
    },
    resumeHands: (draft) => enterHands(draft),
    offerStart(rules, players, rounds, start) {
      session = null;
      clearChoice();
      announce.textContent = '';
      say('');
      const screen = byId('screen-game');
      screen.dataset.phase = 'round-start';
      screen.dataset.actions = '0';
      byId('g-turn').textContent = 'New game';
      byId('g-round').textContent = `Round 1 of ${rounds}`;
      byId('g-pile').textContent = `${players.join(', ')}`;
      byId('g-scores').replaceChildren(
        ...players.map((player, seat) =>
          h(
            'li',
            { class: 'score', 'data-score-seat': seat, 'data-total': 0 },
            h('span', { class: 'score-name' }, player),
            h('span', { class: 'score-total' }, 0),
          ),
        ),
      );
      for (const el of byId('g-bar').querySelectorAll('button')) el.disabled = true;
      const cores = rules.cards.filter((c) => c.kind === 'core').map((c) => c.id);
      const over = byId('g-over');
      over.hidden = false;
      over.replaceChildren(
        coreChoice(rules, art, cores, undefined, 'Round 1', 'start-round', (core) => void guard(() => start(core))()),
      );
    },
  };
}
