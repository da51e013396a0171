// One tap does one thing. A finger that taps twice in quick succession (a double tap, or a tap the
// page was slow to answer) must not record a play twice nor take back what its first tap did, and
// it must not land on a dialog that its first tap opened under it. Touch screens add a trap of their
// own: the click that follows a touch is aimed where the finger was *after* the page answered the
// touch, so it can press a control that was not there when the finger came down (a panel that
// opened under it). Every press and click on the page passes this guard first (capture phase).

/** A second tap on the same control this soon after the first (ms) is the same tap again: ignored. */
export const DOUBLE_TAP_MS = 450;
/** A tap this near the last one (CSS px), as soon, on a dialog that the last one opened, is ignored too. */
export const DOUBLE_TAP_PX = 32;

/** What a finger can press: the nearest of these around the element it touched. */
const CONTROL =
  'button, a, input, select, textarea, label, summary, [data-cell], [data-draft], [data-card], [role="button"], svg.board';

const controlOf = (target: EventTarget | null): Element | null =>
  target instanceof Element ? target.closest(CONTROL) : null;

/** What names a control across redraws: a list drawn again after a tap holds new nodes for the same cards. */
function keyOf(control: Element | null): string | null {
  if (control === null) return null;
  const named = ['data-action', 'data-card', 'data-cell', 'data-icon', 'data-seat', 'data-listed', 'data-draft']
    .filter((name) => control.hasAttribute(name))
    .map((name) => `${name}=${control.getAttribute(name)}`);
  if (control.id !== '') named.unshift(`#${control.id}`);
  return named.length > 0 ? `${control.tagName} ${named.join(' ')}` : null;
}

/** Whether two taps are meant one after the other: on controls of the same `data-repeat` kind (the Turn button, the card being turned). */
function repeats(a: Element | null, b: Element | null): boolean {
  const kind = a?.closest('[data-repeat]')?.getAttribute('data-repeat');
  return kind !== undefined && kind !== null && kind === b?.closest('[data-repeat]')?.getAttribute('data-repeat');
}

/** Whether a control is the same as, or holds, or sits in the other (a label and its input). */
const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);

export interface TapGuard {
  /** Stops guarding (for a page that leaves). */
  remove(): void;
}

interface LastTap {
  time: number;
  x: number;
  y: number;
  control: Element | null;
  key: string | null;
  /** The dialogs open when it came down. */
  dialogs: Element[];
}

/** Guards every tap under `root`. */
export function guardTaps(root: Document = document): TapGuard {
  let last: LastTap | null = null;
  /** The press under way: its control, and whether the guard swallowed it (its click goes too). */
  let pressed: { id: number; control: Element | null; swallowed: boolean } | null = null;

  const swallow = (e: Event) => {
    e.preventDefault();
    e.stopImmediatePropagation();
  };
  /** Whether a press is the second of a double tap: the same control again, or a dialog the first opened under the finger. */
  const isAgain = (p: PointerEvent, control: Element | null): boolean => {
    if (last === null || p.timeStamp < last.time || p.timeStamp - last.time >= DOUBLE_TAP_MS) return false;
    const key = keyOf(control);
    const same = control !== null && (control === last.control || (key !== null && key === last.key));
    if (same) return !repeats(control, last.control);
    const dialog = control?.closest('dialog[open]') ?? null;
    const near = Math.hypot(p.clientX - last.x, p.clientY - last.y) < DOUBLE_TAP_PX;
    return near && dialog !== null && !last.dialogs.includes(dialog);
  };
  const onDown = (e: Event) => {
    const p = e as PointerEvent;
    if (!p.isPrimary) return;
    const control = controlOf(p.target);
    const again = isAgain(p, control);
    pressed = { id: p.pointerId, control, swallowed: again };
    if (again) return swallow(e);
    last = {
      time: p.timeStamp,
      x: p.clientX,
      y: p.clientY,
      control,
      key: keyOf(control),
      dialogs: [...root.querySelectorAll('dialog[open]')],
    };
  };
  const onFollow = (e: Event) => {
    const p = e as PointerEvent;
    if (pressed?.swallowed === true && p.pointerId === pressed.id) swallow(e);
  };
  const onClick = (e: Event) => {
    const m = e as MouseEvent;
    // A click from the keyboard (Enter, Space) or from the page itself has no press: it is meant.
    if (m.detail === 0 || pressed === null) return;
    const { control, swallowed } = pressed;
    if (e.type === 'click') pressed = null;
    if (swallowed) return swallow(e);
    const target = controlOf(m.target);
    // The click of a touch lands where the finger was after the page answered it: on another control, it is not meant.
    if (control !== null && target !== null && !related(control, target)) swallow(e);
  };
  const listeners: [string, (e: Event) => void][] = [
    ['pointerdown', onDown],
    ['pointerup', onFollow],
    ['mousedown', onClick],
    ['mouseup', onClick],
    ['click', onClick],
  ];
  for (const [type, run] of listeners) root.addEventListener(type, run, true);
  return {
    remove() {
      for (const [type, run] of listeners) root.removeEventListener(type, run, true);
    },
  };
}
