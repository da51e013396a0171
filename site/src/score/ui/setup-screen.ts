// The new-game form: names in seat order, who starts, rounds, each round's starting core
// (suggested at random, a different one each round) and the deck's rule options as house rules.

import { SCORINGS, WILD_SCOPES, type Deck, type RuleOptions } from '../../../../engine/index.ts';
import { optionTitles } from '../../../../draw/rule-options.ts';
import { checkSetup, coreIds, suggestStarts, type GameSetup } from '../../table/new-game.ts';
import { cardName } from '../../table/card-name.ts';
import { compileRules, setupLimits } from '../../../../engine/index.ts';
import { byId, button, h } from '../../table/ui/dom.ts';

const DEFAULT_ROUNDS = 3;

const seatLabel = (i: number) => `Player ${i + 1}`;

/** Shows the form; onStart gets a checked setup, with the starting player moved to seat 0. */
export function showSetup(
  deck: Deck,
  names: readonly string[],
  onStart: (setup: GameSetup) => void,
  onCancel: () => void,
): void {
  const rules = compileRules(deck);
  const { maxRounds } = setupLimits(rules);
  const players = byId('setup-players');
  const first = byId<HTMLSelectElement>('setup-first');
  const rounds = byId<HTMLSelectElement>('setup-rounds');
  const starts = byId('setup-starts');
  const message = byId('setup-message');
  let options: RuleOptions = structuredClone(deck.options);
  let planned = suggestStarts(deck, maxRounds, Math.random);

  const nameInputs = () => [...players.querySelectorAll('input')];
  const addPlayer = (name: string) => {
    const i = nameInputs().length;
    const input = h('input', {
      type: 'text',
      value: name,
      'aria-label': `Name of ${seatLabel(i)}`,
      placeholder: seatLabel(i),
      autocomplete: 'off',
      enterkeyhint: 'next',
    });
    input.addEventListener('input', showFirst);
    const li = h(
      'li',
      {},
      input,
      button(
        'Remove',
        () => {
          li.remove();
          showFirst();
        },
        { class: 'quiet small', 'aria-label': `Remove ${seatLabel(i)}` },
      ),
    );
    players.append(li);
    showFirst();
  };
  function showFirst(): void {
    const chosen = first.selectedIndex;
    first.replaceChildren(
      ...nameInputs().map((input, i) => h('option', { value: i }, input.value.trim() || seatLabel(i))),
    );
    first.selectedIndex = Math.max(0, Math.min(chosen, nameInputs().length - 1));
  }
  function showStarts(): void {
    const n = Number(rounds.value);
    const cores = coreIds(deck);
    starts.replaceChildren(
      ...planned.slice(0, n).map((start, i) =>
        h(
          'li',
          {},
          h(
            'label',
            { class: 'field inline' },
            `Round ${i + 1}`,
            (() => {
              const select = h(
                'select',
                {},
                ...cores.map((id) => h('option', { value: id, selected: id === start }, cardName(rules, id))),
              );
              select.addEventListener('change', () => (planned[i] = select.value));
              return select;
            })(),
          ),
        ),
      ),
    );
  }
  const numberField = (label: string, value: number, set: (v: number) => void) => {
    const input = h('input', { type: 'number', value, inputmode: 'numeric' });
    input.addEventListener('change', () => set(Number(input.value)));
    return h('label', { class: 'field inline' }, label, input);
  };
  const choiceField = <T extends string>(label: string, values: readonly T[], value: T, set: (v: T) => void) => {
    const select = h('select', {}, ...values.map((v) => h('option', { value: v, selected: v === value }, v)));
    select.addEventListener('change', () => set(select.value as T));
    return h('label', { class: 'field inline' }, label, select);
  };
  // The rulebook's headings for the house rules; the card layout is the printed deck's, not a choice.
  const titles = optionTitles(deck.icons.find((i) => i.id === deck.wild)?.name ?? deck.wild);
  const showRules = () => {
    const bonus = h('input', { type: 'checkbox', checked: options.coreBonus });
    bonus.addEventListener('change', () => (options = { ...options, coreBonus: bonus.checked }));
    byId('setup-rules').replaceChildren(
      choiceField(titles.scoring, SCORINGS, options.scoring, (v) => (options = { ...options, scoring: v })),
      numberField(titles.handSize, options.handSize, (v) => (options = { ...options, handSize: v })),
      numberField(titles.wildPenalty, options.wildPenalty, (v) => (options = { ...options, wildPenalty: v })),
      choiceField(titles.wildScope, WILD_SCOPES, options.wildScope, (v) => (options = { ...options, wildScope: v })),
      h('label', { class: 'field inline' }, titles.coreBonus, bonus),
    );
  };

  players.replaceChildren();
  const initial =
    names.length >= deck.options.players.min ? names : Array.from({ length: deck.options.players.min }, () => '');
  initial.forEach(addPlayer);
  rounds.replaceChildren(
    ...Array.from({ length: maxRounds }, (_, i) =>
      h('option', { value: i + 1, selected: i + 1 === DEFAULT_ROUNDS }, i + 1),
    ),
  );
  rounds.onchange = showStarts;
  byId('setup-add').onclick = () => {
    if (nameInputs().length < options.players.max) addPlayer('');
    nameInputs().at(-1)?.focus();
  };
  byId('setup-shuffle').onclick = () => {
    planned = suggestStarts(deck, maxRounds, Math.random);
    showStarts();
  };
  byId('setup-cancel').onclick = onCancel;
  byId<HTMLFormElement>('setup-form').onsubmit = (e) => {
    e.preventDefault();
    const all = nameInputs().map((i) => i.value.trim());
    const s = first.selectedIndex;
    const setup: GameSetup = {
      players: [...all.slice(s), ...all.slice(0, s)],
      rounds: Number(rounds.value),
      options,
      starts: planned.slice(0, Number(rounds.value)),
    };
    const problems = checkSetup(deck, setup);
    message.textContent = problems.join('; ');
    if (problems.length === 0) onStart(setup);
  };
  message.textContent = '';
  showStarts();
  showRules();
}
