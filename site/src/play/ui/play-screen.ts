// The Play page's game screen: the scorekeeper's board (the same component), the player's hand as
// faces, and the action bar. A person taps a card of their hand (or drags it) and a cell: the legal
// cells are marked, the card is drawn on its cell turned as it most likely goes, its points are on
// Place, and a way it cannot lie is refused in the words of the table. Bots play in their own thread
// (bot-client.ts), each play shown for a moment before the next. Every action is saved before the
// screen moves on.

import { type Action, type Cell, computeStandings, type GameState } from '../../../../engine/index.ts';
import type { Lesson } from '../../lib/play-view.ts';
import { computeBoardView, HEX } from '../../table/board.ts';
import { readCardArt, type CardArt } from '../../table/card-face.ts';
import { searchCards } from '../../table/card-search.ts';
import {
  cellsFor,
  type Draft,
  draftPlacement,
  draftRotation,
  isDraftCell,
  liveCells,
  rotationToward,
  startDraft,
  turnDraft,
  turnDraftTo,
} from '../../table/draft.ts';
import { describeRefusal } from '../../table/table-words.ts';
import { mountBoard, type BoardUi } from '../../table/ui/board-ui.ts';
import { byId, button, h } from '../../table/ui/dom.ts';
import { cardPicture } from '../../table/ui/picker.ts';
import { cardName } from '../../table/card-name.ts';
import { askBot, readyBots } from '../bot-client.ts';
import { describeStep } from '../describe.ts';
import { bestHint, hintSentence } from '../hint.ts';
import { dueLesson } from '../lessons.ts';
import { nextOf, nowOf, type Next, playAction, type PlayedGame, undoLastTurn } from '../play-game.ts';
import { renderResults } from './results.ts';

/** How long a bot's play stays in view before the next bot plays (ms): long enough to see, never a wait worth the name. */
export const BOT_PAUSE_MS = 550;
/** A finger that moves less than this (px) on a card of the hand taps it; more drags it to the board. */
const DRAG_SLOP = 12;

export interface PlayHost {
  /** Saves the game; null once saved, else why not (nothing was recorded). */
  save(g: PlayedGame): Promise<string | null>;
  menu(): void;
  games(): void;
  rematch(g: PlayedGame): void;
  exportRecord(g: PlayedGame): string;
}

export interface PlayScreen {
  show(g: PlayedGame): void;
}

/** "Ana's turn", and "Your turn" for the seat a person took as "You". */
const turnOf = (name: string) => (name === 'You' ? 'Your turn' : `${name}'s turn`);

const reduceMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export function createPlayScreen(host: PlayHost, lessons: readonly Lesson[]): PlayScreen {
  let g: PlayedGame | null = null;
  let selected: string | null = null;
  let draft: Draft | null = null;
  /** The person whose hand is shown: people passing one phone hide theirs between turns. */
  let revealed: number | null = null;
  let running = false;
  let saving = false;
  /** A past state shown by the replay of a finished game (its index in the game's states), or null. */
  let replayAt: number | null = null;
  let board: BoardUi | null = null;
  const app = byId('play-app');
  let art: CardArt | null = readCardArt(app.dataset.art, app.dataset.artBox, app.dataset.artVersion);
  const screen = byId('screen-game');
  const message = byId('p-message');
  const announce = byId('p-announce');
  const say = (text: string) => {
    message.textContent = text;
  };
  const refuse = (text: string) => message.replaceChildren(h('strong', { class: 'refusal' }, text));

  const game = () => g!;
  const state = (): GameState => (replayAt !== null ? game().states[replayAt]! : nowOf(game()));
  const rules = () => game().rules;
  const name = (id: string) => cardName(rules(), id);
  const people = () => game().saved.seats.filter((s) => s.bot === null).length;
  /** Whether the screen waits on a person to show their hand (people passing one phone). */
  const covered = (next: Next) => next.kind === 'person' && people() > 1 && revealed !== next.seat;

  function clearChoice(): void {
    selected = null;
    draft = null;
  }

  /** Records an action: the engine checks it, the game is saved, then shown. Null once done, else why not. */
  async function record(action: Action): Promise<string | null> {
    if (saving) return 'Still saving the last move: tap again.';
    const step = playAction(game(), action, Date.now());
    if (!step.ok) return describeRefusal(rules(), step.error);
    saving = true;
    try {
      const failed = await host.save(step.value);
      if (failed !== null) return failed;
      g = step.value;
      return null;
    } finally {
      saving = false;
    }
  }

  /** Plays the bots' turns (and starts the first round), one at a time, each left in view for a moment. */
  async function runBots(): Promise<void> {
    if (running || g === null) return;
    running = true;
    const playing = g.saved.id;
    try {
      for (;;) {
        if (g === null || g.saved.id !== playing || replayAt !== null) break;
        const next = nextOf(g);
        const first = next.kind === 'start-round' && g.saved.actions.length === 0;
        if (next.kind !== 'bot' && !first) break;
        const began = performance.now();
        const before = nowOf(g);
        const move =
          next.kind === 'bot'
            ? await askBot(g, next.bot, g.saved.seats[next.seat]!.name)
            : { action: { type: 'start-round', start: (next as { start: string }).start } as Action, note: null };
        const { action } = move;
        if (g === null || g.saved.id !== playing) break;
        const failed = await record(action);
        if (failed !== null) {
          refuse(`The game could not go on: ${failed}`);
          break;
        }
        const step = describeStep(before, nowOf(game()), action);
        const text = move.note === null ? step : `${move.note} ${step}`;
        say(text);
        announce.textContent = text;
        render();
        if (!first) await pause((reduceMotion() ? 150 : BOT_PAUSE_MS) - (performance.now() - began));
      }
    } finally {
      running = false;
      render();
    }
  }

  /** A person's move from the bar or the board; the bots follow. */
  async function act(action: Action): Promise<void> {
    if (g === null || running) return;
    const before = nowOf(g);
    const failed = await record(action);
    if (failed !== null) return refuse(failed);
    clearChoice();
    const text = describeStep(before, nowOf(game()), action);
    say(text);
    announce.textContent = text;
    render();
    void runBots();
  }

  function showDraft(next: Draft): void {
    draft = next;
    selected = next.card;
    const turns = next.rotations.length > 1 ? ' Tap a corner of it to turn it there.' : '';
    say(`${name(next.card)}: +${draftRotation(next).points}.${turns}`);
  }

  /** A card of the hand put on a cell (tapped there, or dragged): drafted, or refused in the table's words. */
  function tryCell(card: string, cell: Cell): void {
    const next = startDraft(state(), card, cell);
    if (next !== null) return showDraft(next);
    const rotation = rules().rotations[rules().cardIndex.get(card)!]![0]!;
    const step = playAction(game(), { type: 'place', placement: { card, q: cell.q, r: cell.r, rotation } }, 0);
    refuse(`Not there: ${step.ok ? 'no way of turning it fits' : describeRefusal(rules(), step.error)}.`);
  }

  function tap(cell: Cell, side: 1 | -1, from?: { x: number; y: number }): void {
    if (g === null || replayAt !== null || running) return;
    const next = nextOf(g);
    if (next.kind !== 'person' || covered(next)) return;
    if (draft !== null && isDraftCell(draft, cell)) {
      const aimed = from === undefined ? null : rotationToward(from, HEX);
      if (aimed === null) showDraft(turnDraft(draft, side));
      else if (draft.rotations.some((r) => r.rotation === aimed)) showDraft(turnDraftTo(draft, aimed));
      else refuse('It cannot lie that way: that side would clash with a neighbour.');
    } else if (selected !== null) tryCell(selected, cell);
    else say('Tap a card of your hand first, then the place where it goes.');
    render();
  }

  /** The hand of the seat shown: its faces, the one chosen pressed; tap to choose, drag to a cell. */
  function renderHand(s: GameState, next: Next): void {
    const list = byId('p-hand');
    const title = byId('p-hand-title');
    const seat =
      next.kind === 'person' && !covered(next)
        ? next.seat
        : people() === 1
          ? game().saved.seats.findIndex((x) => x.bot === null)
          : null;
    const round = s.round;
    if (seat === null || round === null || round.hands === null || replayAt !== null) {
      title.textContent = replayAt !== null ? 'The replay of the game' : 'The hands are hidden';
      list.replaceChildren();
      return;
    }
    const mine = next.kind === 'person' && next.seat === seat && !running;
    const ids = round.hands[seat]!.map((c) => rules().cards[c]!.id);
    const whose = s.players[seat] === 'You' ? 'Your hand' : `${s.players[seat]}'s hand`;
    title.textContent = `${whose}: ${ids.length} card${ids.length === 1 ? '' : 's'}${mine ? '' : ' (the others are playing)'}`;
    list.replaceChildren(
      ...searchCards(rules(), ids, '').map((c) => {
        const face = button(
          [cardPicture(c, art, 48, true), h('span', { class: 'face-name' }, c.name.replace('/', '/\u200b'))],
          () => {
            if (!mine) return;
            const keep = draft?.cell ?? null;
            selected = selected === c.id ? null : c.id;
            draft = null;
            // Another card on the cell already chosen, if it fits there.
            if (selected !== null && keep !== null) {
              const moved = startDraft(s, selected, keep);
              if (moved !== null) showDraft(moved);
            }
            if (draft === null)
              say(
                selected === null
                  ? ''
                  : cellsFor(s, c.id).length === 0
                    ? `${c.name} fits nowhere on this table.`
                    : `${c.name}: tap one of the marked places, or drag the card there.`,
              );
            render();
            // The hand is drawn again: the keyboard stays on the card just chosen.
            byId('p-hand')
              .querySelector<HTMLElement>(`[data-card="${CSS.escape(c.id)}"]`)
              ?.focus();
          },
          {
            class: 'face quiet',
            'data-card': c.id,
            'aria-pressed': String(selected === c.id),
            'aria-label': `${c.name}, worth ${c.value}`,
            disabled: !mine,
          },
        );
        if (mine) dragFrom(face, c.id);
        return h('li', {}, face);
      }),
    );
  }

  /** Dragging a card of the hand onto the board puts it on the cell where the finger lets go. */
  function dragFrom(face: HTMLElement, card: string): void {
    face.addEventListener('pointerdown', (down) => {
      const start = { x: down.clientX, y: down.clientY };
      let dragging = false;
      const move = (e: PointerEvent) => {
        if (!dragging && Math.hypot(e.clientX - start.x, e.clientY - start.y) > DRAG_SLOP) {
          dragging = true;
          selected = card;
          draft = null;
          render();
        }
      };
      const up = (e: PointerEvent) => {
        removeEventListener('pointermove', move);
        removeEventListener('pointerup', up);
        if (!dragging) return;
        const cell = board?.cellAtClient(e.clientX, e.clientY) ?? null;
        if (cell !== null) tryCell(card, cell);
        render();
      };
      addEventListener('pointermove', move);
      addEventListener('pointerup', up);
    });
  }

  function renderScores(s: GameState): void {
    const { totals } = computeStandings(s.players, s.results, rules().options.scoring);
    const live = s.round !== null && s.round.over === null;
    byId('p-scores').replaceChildren(
      ...s.players.map((player, seat) => {
        const total = totals[seat]!.score + (live ? s.round!.points[seat]! : 0);
        const turn = live && seat === s.round!.seat;
        const bot = game().saved.seats[seat]!.bot;
        return h(
          'li',
          {
            class: turn ? 'score turn' : 'score',
            'aria-current': turn ? 'true' : null,
            'data-score-seat': seat,
            'data-total': total,
          },
          h('span', { class: 'score-name' }, player),
          h('span', { class: 'score-total' }, total),
          h(
            'span',
            { class: 'score-round' },
            live
              ? `+${s.round!.points[seat]} · ${s.round!.hands![seat]!.length} card${s.round!.hands![seat]!.length === 1 ? '' : 's'}`
              : bot === null
                ? 'person'
                : `${bot} bot`,
          ),
        );
      }),
    );
  }

  function renderLesson(next: Next): void {
    const box = byId('p-lesson');
    const saved = game().saved;
    const due =
      saved.teaching && next.kind === 'person' && !covered(next) && replayAt === null
        ? dueLesson(nowOf(game()), saved.lessons)
        : null;
    const lesson = lessons.find((l) => l.id === due);
    box.hidden = lesson === undefined;
    if (lesson === undefined) return;
    byId('p-lesson-title').textContent = lesson.title;
    byId('p-lesson-text').replaceChildren(...lesson.paragraphs.map((p) => h('p', {}, p)));
    byId('p-lesson-done').onclick = async () => {
      // Seen at once, so a move made while it is saved carries it too (the saves go one after another).
      box.hidden = true;
      g = { ...game(), saved: { ...game().saved, lessons: [...game().saved.lessons, lesson.id] } };
      render();
      const failed = await host.save(game());
      if (failed !== null) refuse(`Not saved: ${failed}`);
    };
  }

  /** Where the keyboard was on this screen: a render that drops the focused node puts it back there. */
  let zone: { area: 'hand' | 'board' | 'bar'; id: string | null } | null = null;
  screen.addEventListener('focusin', (e) => {
    const el = e.target as HTMLElement;
    if (el.closest('#p-hand') !== null)
      zone = { area: 'hand', id: el.closest('[data-card]')?.getAttribute('data-card') ?? null };
    else if (el.closest('#p-board') !== null) zone = { area: 'board', id: null };
    else if (el.closest('#p-bar') !== null) zone = { area: 'bar', id: el.id };
  });

  /** Puts the focus back where the player was when drawing took its node away (never steals it from elsewhere). */
  function keepFocus(): void {
    const active = document.activeElement;
    if (zone === null || (active !== null && active !== document.body && active.isConnected)) return;
    const firstHand = () => byId('p-hand').querySelector<HTMLElement>('[data-card]');
    const boardStop = () => byId('p-board').querySelector<HTMLElement>('[data-cell][tabindex="0"]');
    const inHand = () =>
      (zone!.id === null ? null : byId('p-hand').querySelector<HTMLElement>(`[data-card="${CSS.escape(zone!.id)}"]`)) ??
      firstHand();
    const barButton = () => {
      const b = zone!.id === null ? null : document.getElementById(zone!.id);
      return b instanceof HTMLButtonElement && !b.disabled && b.offsetParent !== null ? b : null;
    };
    const target =
      zone.area === 'hand'
        ? inHand()
        : zone.area === 'board'
          ? (boardStop() ?? firstHand())
          : (barButton() ?? firstHand());
    (target ?? byId('p-turn'))?.focus({ preventScroll: true });
  }

  function render(): void {
    draw();
    keepFocus();
  }

  function draw(): void {
    if (g === null) return;
    const s = state();
    const next = nextOf(g);
    const over = next.kind === 'over';
    const roundOver = next.kind === 'start-round' && g.saved.actions.length > 0;
    // A new game's first round is dealt by runBots: until then nobody may move.
    const dealing = next.kind === 'start-round' && g.saved.actions.length === 0;
    const phase =
      replayAt !== null
        ? 'replay'
        : over
          ? 'game-over'
          : roundOver
            ? 'round-over'
            : next.kind === 'bot' || running || dealing
              ? 'bot'
              : covered(next)
                ? 'cover'
                : next.kind === 'person' && next.bonus
                  ? 'bonus'
                  : 'play';
    screen.dataset.phase = phase;
    screen.dataset.actions = String(g.saved.actions.length);
    if (next.kind === 'person' || next.kind === 'bot') screen.dataset.seat = String(next.seat);
    else delete screen.dataset.seat;
    const round = s.round;
    byId('p-turn').textContent =
      phase === 'replay'
        ? 'Replay'
        : over
          ? 'The game is over'
          : roundOver
            ? `Round ${nowOf(g).results.length} is over`
            : dealing
              ? 'Dealing…'
              : next.kind === 'bot'
                ? `${s.players[next.seat]} is playing…`
                : next.kind === 'person'
                  ? `${turnOf(s.players[next.seat]!)}${next.bonus ? ': the core bonus' : ''}`
                  : '';
    byId('p-round').textContent = round === null ? '' : `Round ${round.index + 1} of ${s.rounds}`;
    byId('p-pile').textContent = round === null ? '' : `${round.pileCount} in the pile`;
    renderScores(s);
    board ??= mountBoard(byId<HTMLElement>('p-board') as unknown as SVGSVGElement, rules(), art, tap, () =>
      byId('p-fit').setAttribute('aria-pressed', String(board?.overview ?? false)),
    );
    if (round !== null) {
      const mine = phase === 'play' || phase === 'bonus';
      const view = computeBoardView(s, mine && draft === null ? selected : null);
      const unseen = round.hands?.[round.seat]?.map((c) => rules().cards[c]!.id) ?? [];
      board.render(view, {
        draft: draft === null ? null : draftPlacement(draft),
        draftRotations: draft === null ? [] : draft.rotations.map((r) => r.rotation),
        matched: [],
        hinted: [],
        focus: draft !== null ? [draft.cell] : [],
        live: mine ? liveCells(s, unseen) : [],
        hold: false,
        covered: null,
      });
    }
    renderHand(s, next);
    renderLesson(next);
    const cover = byId('p-cover');
    cover.hidden = phase !== 'cover';
    if (phase === 'cover' && next.kind === 'person') {
      byId('p-cover-text').textContent = `Pass the phone to ${s.players[next.seat]}.`;
      byId('p-reveal').textContent = `Show ${s.players[next.seat]}'s hand`;
      byId('p-reveal').onclick = () => {
        revealed = next.seat;
        clearChoice();
        render();
      };
    }
    const mine = phase === 'play' || phase === 'bonus';
    byId<HTMLButtonElement>('p-pass').disabled = phase !== 'play';
    byId<HTMLButtonElement>('p-skip').disabled = phase !== 'bonus';
    byId<HTMLButtonElement>('p-rotate').disabled = !mine || draft === null || draft.rotations.length < 2;
    byId('p-rotate').textContent =
      mine && draft !== null && draft.rotations.length > 1
        ? `Turn ${draft.index + 1}/${draft.rotations.length}`
        : 'Turn';
    byId<HTMLButtonElement>('p-place').disabled = !mine || draft === null;
    byId('p-place').textContent = mine && draft !== null ? `Place +${draftRotation(draft).points}` : 'Place';
    byId<HTMLButtonElement>('p-hint').disabled = !mine;
    byId<HTMLButtonElement>('p-undo').disabled = !mine || undoLastTurn(g, 0) === null;
    byId('p-hand-wrap').hidden = over || roundOver || phase === 'replay';
    const panel = byId('p-over');
    panel.hidden = !(over || roundOver || phase === 'replay');
    // The results and the replay have their own buttons: the bar of moves, all disabled then, goes.
    byId('p-bar').hidden = !panel.hidden;
    if (!panel.hidden)
      renderResults(panel, g, {
        art,
        replayAt,
        next: roundOver ? () => void act({ type: 'start-round', start: (next as { start: string }).start }) : null,
        replay: (at) => {
          replayAt = at;
          clearChoice();
          render();
        },
        rematch: () => host.rematch(game()),
        exportRecord: () => say(host.exportRecord(game())),
        games: () => host.games(),
      });
  }

  byId('p-place').onclick = () => {
    if (draft !== null) void act({ type: 'place', placement: draftPlacement(draft) });
  };
  byId('p-pass').onclick = () => void act({ type: 'pass' });
  byId('p-skip').onclick = () => void act({ type: 'skip-bonus' });
  byId('p-rotate').onclick = () => {
    if (draft === null) return;
    showDraft(turnDraft(draft));
    render();
  };
  byId('p-fit').onclick = () => board?.toggleOverview();
  byId('p-menu').onclick = () => host.menu();
  byId('p-games').onclick = () => host.games();
  // The person's last turn taken back, and the bots' turns after it: saved, then shown.
  byId('p-undo').onclick = async () => {
    if (g === null || running || saving) return;
    const back = undoLastTurn(g, Date.now());
    if (back === null) return;
    saving = true;
    try {
      const failed = await host.save(back);
      if (failed !== null) return refuse(failed);
      g = back;
    } finally {
      saving = false;
    }
    clearChoice();
    say('Your last turn is taken back, and the bots’ turns after it.');
    render();
  };

  // The engine's best play of the hand (a core with its bonus), drafted: Place plays it.
  byId('p-hint').onclick = () => {
    if (g === null) return;
    const s = nowOf(g);
    const best = bestHint(s);
    if (best !== null) {
      const next = startDraft(s, best.card, best);
      if (next !== null) showDraft(turnDraftTo(next, best.rotation));
    }
    say(hintSentence(s, best));
    render();
  };

  // Keys for a turn without the pointer: 1 to 9 choose a card of the hand (the board's arrow keys then
  // move among the places it fits, Enter puts it there), T turns it, P places it, S passes or skips
  // the bonus, H asks for the hint. Keys typed into a field, or with a modifier, are left alone.
  document.addEventListener('keydown', (e) => {
    if (screen.hidden || g === null || e.ctrlKey || e.metaKey || e.altKey) return;
    if ((e.target as Element).closest('input, textarea, select, dialog') !== null) return;
    const press = (id: string) => {
      const b = byId<HTMLButtonElement>(id);
      if (b.disabled || b.offsetParent === null) return false;
      b.click();
      return true;
    };
    const key = e.key.toLowerCase();
    let done = false;
    if (/^[1-9]$/.test(key)) {
      const face = byId('p-hand').querySelectorAll<HTMLButtonElement>('[data-card]')[Number(key) - 1];
      if (face !== undefined) {
        face.click();
        // On to the board: the arrows move among the places the card fits.
        if (selected !== null) byId('p-board').querySelector<HTMLElement>('[data-cell][tabindex="0"]')?.focus();
        done = true;
      }
    } else if (key === 't') done = press('p-rotate');
    else if (key === 'p') done = press('p-place');
    else if (key === 's') done = press('p-pass') || press('p-skip');
    else if (key === 'h') done = press('p-hint');
    else if (key === 'u') done = press('p-undo');
    if (done) e.preventDefault();
  });

  return {
    show(next) {
      if (g?.saved.id !== next.saved.id) {
        // A game opened: the keyboard goes to the hand (the setup or the list it came from is gone).
        zone = { area: 'hand', id: null };
        clearChoice();
        replayAt = null;
        revealed = null;
        say('');
        if (next.saved.deckFile !== undefined) art = readDeckArt();
      }
      g = next;
      readyBots(next);
      render();
      void runBots();
    },
  };
}

/** The faces of a deck from a link, when the link gave them (main.ts puts them on the page's root). */
function readDeckArt(): CardArt | null {
  const app = byId('play-app');
  return readCardArt(app.dataset.art, app.dataset.artBox, app.dataset.artVersion);
}
