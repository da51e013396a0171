// The Studio's form: built from the view (studio-view.ts) when the deck's shape changes, its values
// and problems brought up to date on every other change. Every control only forwards an event.

import { CUES, SCORINGS, WILD_SCOPES } from '../../../engine/index.ts';
import { button, h } from '../table/ui/dom.ts';
import type { FieldPath, StudioEvent } from './studio-state.ts';
import type { ColourView, FieldView, IconView, StudioView } from './studio-view.ts';

type Send = (event: StudioEvent) => void;
type Kind = 'text' | 'number' | 'colour' | 'select' | 'check';

/** The largest art file read, in characters (the drawing code refuses larger ones by name too). */
const MAX_ART_FILE = 1_000_000;

/** What an input holds, as the deck file wants it: a number where the text is one, nothing for empty. */
function readInput(input: HTMLInputElement | HTMLSelectElement, kind: Kind): unknown {
  if (kind === 'check') return (input as HTMLInputElement).checked;
  const text = input.value;
  if (kind === 'number') return /^\s*-?\d+\s*$/.test(text) ? Number(text) : text;
  if (kind === 'colour') return text === '' ? undefined : text.toUpperCase();
  return text;
}

function problemsOf(field: FieldView): HTMLElement {
  const id = `p-${field.key.replace(/[^A-Za-z0-9]/g, '-')}`;
  return h('span', { class: 'field-problems', id, 'data-problems-for': field.key }, field.problems.join('; '));
}

/** One labelled control of a field; `choices` for a select. */
function control(field: FieldView, kind: Kind, send: Send, choices: readonly { id: string; name: string }[] = []) {
  const describedBy = `p-${field.key.replace(/[^A-Za-z0-9]/g, '-')}`;
  const attrs = {
    'data-key': field.key,
    'aria-describedby': describedBy,
    'aria-invalid': String(field.problems.length > 0),
  };
  const input =
    kind === 'select'
      ? h('select', attrs, ...choices.map((c) => h('option', { value: c.id }, c.name)))
      : h('input', {
          ...attrs,
          type: kind === 'check' ? 'checkbox' : kind === 'colour' ? 'color' : kind === 'number' ? 'number' : 'text',
          inputmode: kind === 'number' ? 'numeric' : undefined,
          spellcheck: kind === 'text' ? 'false' : undefined,
        });
  const shown = field.value === '' ? (field.fallback ?? '') : field.value;
  if (kind === 'check') (input as HTMLInputElement).checked = shown === 'true';
  else input.value = shown;
  const path: FieldPath = field.path;
  input.addEventListener(kind === 'select' || kind === 'check' || kind === 'colour' ? 'change' : 'input', () =>
    send({ type: 'set', path, value: readInput(input, kind) }),
  );
  return h('label', { class: `field ${kind}` }, h('span', {}, field.label), input, problemsOf(field));
}

function artControl(icon: IconView, send: Send): HTMLElement {
  const input = h('input', {
    type: 'file',
    accept: '.svg,image/svg+xml',
    class: 'visually-hidden',
    'data-art-for': String(icon.index),
  });
  input.addEventListener('change', async () => {
    const file = input.files?.[0];
    input.value = '';
    if (file === undefined) return;
    if (file.size > MAX_ART_FILE)
      return send({
        type: 'notice',
        tone: 'error',
        text: `${file.name} is larger than 1 MB; icon art is a few kilobytes`,
      });
    send({ type: 'set-art', index: icon.index, name: file.name, text: await file.text() });
  });
  return h(
    'div',
    { class: 'art-field' },
    h('label', { class: 'button quiet file-button' }, 'Art (SVG)…', input),
    h('span', { class: 'art-name' }, icon.art),
    h(
      'span',
      { class: 'field-problems', 'data-problems-for': `icons[${icon.index}].art` },
      icon.artProblems.join('; '),
    ),
  );
}

function iconRow(icon: IconView, send: Send): HTMLElement {
  return h(
    'li',
    { class: 'icon-row', 'data-icon': icon.id },
    control(icon.fields.name, 'text', send),
    control(icon.fields.value, 'number', send),
    control(icon.fields.colour, 'select', send, icon.fields.colour.choices),
    artControl(icon, send),
    button('Remove', () => send({ type: 'remove-icon', index: icon.index }), {
      class: 'quiet small',
      disabled: !icon.canRemove,
      'aria-label': `Remove ${icon.fields.name.value || icon.id}`,
    }),
  );
}

function colourSection(colour: ColourView, send: Send): HTMLElement {
  const cues = CUES.map((c) => ({ id: c, name: c }));
  return h(
    'fieldset',
    { class: 'colour', 'data-colour': colour.id },
    h('legend', {}, colour.fields.name.value || colour.id),
    h(
      'div',
      { class: 'colour-fields' },
      control(colour.fields.name, 'text', send),
      control(colour.fields.screen, 'colour', send),
      control(colour.fields.cue, 'select', send, cues),
    ),
    h('ul', { class: 'icon-list' }, ...colour.icons.map((icon) => iconRow(icon, send))),
    h(
      'div',
      { class: 'row-actions' },
      button('Add an icon', () => send({ type: 'add-icon', colour: colour.id }), {
        class: 'quiet small',
        disabled: !colour.canAddIcon,
      }),
      button('Remove this colour', () => send({ type: 'remove-colour', index: colour.index }), {
        class: 'quiet small',
        disabled: !colour.canRemove,
      }),
    ),
  );
}

const section = (title: string, ...children: (Node | null)[]) =>
  h('details', { class: 'studio-section', open: true }, h('summary', {}, h('h2', {}, title)), ...children);

/** Builds the whole form anew (the deck's shape changed). */
export function buildEditor(form: HTMLFormElement, view: StudioView, send: Send): void {
  const choices = (list: readonly string[]) => list.map((v) => ({ id: v, name: v }));
  form.replaceChildren(
    section(
      'Deck',
      control(view.deck.name, 'text', send),
      control(view.deck.id, 'text', send),
      control(view.wild, 'select', send, view.wild.choices),
      control(view.wildCores, 'number', send),
    ),
    section(
      'Colours and icons',
      ...view.colours.map((colour) => colourSection(colour, send)),
      button('Add a colour', () => send({ type: 'add-colour' }), { class: 'quiet', disabled: !view.canAddColour }),
    ),
    section(
      'Rules',
      control(view.options[0]!, 'number', send),
      control(view.options[1]!, 'number', send),
      control(view.options[2]!, 'select', send, choices(WILD_SCOPES)),
      control(view.options[3]!, 'check', send),
      control(view.options[4]!, 'select', send, choices(SCORINGS)),
    ),
    section('Back', ...view.back.map((field) => control(field, 'colour', send))),
  );
}

/** Brings every control's value and problems up to date, leaving the one being typed in alone. */
export function updateEditor(form: HTMLFormElement, view: StudioView): void {
  const fields = new Map<string, FieldView>();
  const add = (f: FieldView) => fields.set(f.key, f);
  [view.deck.name, view.deck.id, view.wild, view.wildCores, ...view.options, ...view.back].forEach(add);
  for (const colour of view.colours) {
    Object.values(colour.fields).forEach(add);
    for (const icon of colour.icons) Object.values(icon.fields).forEach(add);
  }
  for (const input of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-key]')) {
    const field = fields.get(input.dataset.key!);
    if (field === undefined) continue;
    const shown = field.value === '' ? (field.fallback ?? '') : field.value;
    if (input instanceof HTMLInputElement && input.type === 'checkbox') input.checked = shown === 'true';
    else if (document.activeElement !== input && input.value !== shown) input.value = shown;
    input.setAttribute('aria-invalid', String(field.problems.length > 0));
    if (input instanceof HTMLSelectElement && field.choices !== undefined)
      for (const option of input.options) {
        const name = field.choices.find((c) => c.id === option.value)?.name;
        if (name !== undefined && option.text !== name) option.text = name;
      }
  }
  for (const out of form.querySelectorAll<HTMLElement>('[data-problems-for]')) {
    const key = out.dataset.problemsFor!;
    const field = fields.get(key);
    const icon = view.colours.flatMap((c) => c.icons).find((i) => `icons[${i.index}].art` === key);
    out.textContent = (field?.problems ?? icon?.artProblems ?? []).join('; ');
  }
  for (const legend of form.querySelectorAll<HTMLElement>('fieldset.colour')) {
    const colour = view.colours.find((c) => c.id === legend.dataset.colour);
    const title = legend.querySelector('legend');
    if (colour && title) title.textContent = colour.fields.name.value || colour.id;
  }
  for (const name of form.querySelectorAll<HTMLElement>('.art-name')) {
    const index = Number(name.parentElement?.querySelector<HTMLInputElement>('[data-art-for]')?.dataset.artFor);
    const icon = view.colours.flatMap((c) => c.icons).find((i) => i.index === index);
    if (icon) name.textContent = icon.art;
  }
}

/** A key for the form's shape: a new one means the form is built anew. */
export function shapeOf(view: StudioView): string {
  return view.colours.map((c) => `${c.id}:${c.icons.map((i) => `${i.index}/${i.id}`).join(',')}`).join('|');
}
