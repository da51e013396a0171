// Setting up a game of the Play page: a person against one to five bots of the engine's kinds, or
// two to six people passing one phone; rounds (the suggested game: one a player, so each seat
// starts once); teaching mode. The games kept on this device are listed below, to resume or see.

import { type BotName, compileRules, type Deck, playerNameProblem, setupLimits } from '../../../../engine/index.ts';
import { byId, button, h } from '../../table/ui/dom.ts';
import { MAX_SEATS, type Seat } from '../play-game.ts';

export interface SetupChoice {
  seats: Seat[];
  rounds: number;
  teaching: boolean;
}

/** A game kept on this device, as the list shows it. */
export interface KeptPlay {
  id: string;
  label: string;
  over: boolean;
  /** Why it cannot be opened, for a game that no longer reads (kept aside, untouched). */
  problem: string | null;
}

/**
 * The names the bots sit under: a name of their own for each kind (never the kind's name, which
 * may be an icon's, as Joker is in the classic deck), numbered when two are of one kind. A name
 * that is also one of `taken` (the deck's icon names, the person's name) becomes "Bot N".
 */
export const BOT_SEAT_NAMES: Record<BotName, string> = {
  random: 'Dice',
  greedy: 'Magpie',
  careful: 'Owl',
  joker: 'Fox',
  search: 'Sage',
};

export function botSeatNames(bots: readonly BotName[], taken: readonly string[] = []): string[] {
  const clash = new Set(taken.map((t) => t.trim().toLowerCase()));
  return bots.map((b, i) => {
    const same = bots.filter((x) => x === b).length;
    const nth = bots.slice(0, i + 1).filter((x) => x === b).length;
    const name = same > 1 ? `${BOT_SEAT_NAMES[b]} ${nth}` : BOT_SEAT_NAMES[b];
    return clash.has(BOT_SEAT_NAMES[b].toLowerCase()) || clash.has(name.toLowerCase()) ? `Bot ${i + 1}` : name;
  });
}

/** What is wrong with a choice of seats and rounds for this deck, one message per problem. */
export function checkChoice(deck: Deck, choice: SetupChoice): string[] {
  const problems: string[] = [];
  const limits = setupLimits(compileRules(deck));
  const n = choice.seats.length;
  const most = Math.min(limits.maxPlayers, MAX_SEATS);
  if (n < Math.max(2, limits.minPlayers) || n > most)
    problems.push(`${Math.max(2, limits.minPlayers)} to ${most} players, not ${n}`);
  for (const s of choice.seats) {
    const problem = playerNameProblem(s.name.trim());
    if (problem !== null) problems.push(problem);
  }
  const names = choice.seats.map((s) => s.name.trim());
  if (new Set(names).size !== names.length) problems.push('two players have the same name');
  if (!choice.seats.some((s) => s.bot === null)) problems.push('somebody has to play');
  if (!Number.isInteger(choice.rounds) || choice.rounds < 1 || choice.rounds > limits.maxRounds)
    problems.push(`1 to ${limits.maxRounds} rounds`);
  return problems;
}

export interface SetupHost {
  start(choice: SetupChoice): void;
  resume(id: string): void;
  remove(id: string): void;
}

/** The games kept on this device: a readable one to resume (or see), one that is not with why; each to remove. */
function showKept(kept: readonly KeptPlay[], host: SetupHost): void {
  byId('play-games').replaceChildren(
    ...kept.map((k) =>
      h(
        'li',
        {},
        k.problem === null
          ? button(k.label, () => host.resume(k.id), {
              class: 'game-entry quiet',
              'data-game': k.id,
              'aria-label': `${k.over ? 'See' : 'Resume'}: ${k.label}`,
            })
          : h('p', { class: 'kept' }, `${k.label}: kept aside, ${k.problem}`),
        button('Remove', () => host.remove(k.id), { class: 'quiet small', 'aria-label': `Remove: ${k.label}` }),
      ),
    ),
  );
  if (kept.length === 0) byId('play-games').append(h('li', { class: 'note' }, 'No game yet.'));
}

/** Shows the setup with the games kept; `bots` are the kinds offered with their descriptions. */
export function showSetup(
  deck: Deck,
  bots: readonly { id: BotName; label: string }[],
  kept: readonly KeptPlay[],
  host: SetupHost,
): void {
  const limits = setupLimits(compileRules(deck));
  const botList = byId('setup-bot-list');
  const peopleList = byId('setup-people-list');
  const rounds = byId<HTMLSelectElement>('setup-rounds');
  const message = byId('setup-message');
  byId('play-deck-name').textContent = deck.name;
  const most = Math.min(limits.maxPlayers, MAX_SEATS);
  let chosenBots: BotName[] = ['greedy', 'joker'];
  let people = ['Player 1', 'Player 2', 'Player 3'];
  const mode = () => (byId<HTMLInputElement>('mode-people').checked ? 'people' : 'bots');

  const showBots = () =>
    botList.replaceChildren(
      ...chosenBots.map((bot, i) =>
        h(
          'li',
          {},
          h(
            'label',
            { class: 'field grow' },
            `Bot ${i + 1}`,
            (() => {
              const select = h(
                'select',
                { 'data-bot-seat': i },
                ...bots.map((b) => h('option', { value: b.id, selected: b.id === bot }, b.label)),
              );
              select.onchange = () => {
                chosenBots[i] = select.value as BotName;
              };
              return select;
            })(),
          ),
          button(
            'Remove',
            () => {
              chosenBots = chosenBots.filter((_, j) => j !== i);
              showBots();
              showRounds();
            },
            { class: 'quiet small', disabled: chosenBots.length <= 1, 'aria-label': `Remove bot ${i + 1}` },
          ),
        ),
      ),
    );
  const showPeople = () =>
    peopleList.replaceChildren(
      ...people.map((name, i) => {
        const input = h('input', {
          type: 'text',
          value: name,
          maxlength: 40,
          'aria-label': `Name of player ${i + 1}`,
          'data-person': i,
        });
        input.oninput = () => {
          people[i] = input.value;
        };
        return h(
          'li',
          {},
          input,
          button(
            'Remove',
            () => {
              people = people.filter((_, j) => j !== i);
              showPeople();
              showRounds();
            },
            { class: 'quiet small', disabled: people.length <= 2, 'aria-label': `Remove player ${i + 1}` },
          ),
        );
      }),
    );
  const seatCount = () => (mode() === 'bots' ? chosenBots.length + 1 : people.length);
  /** Rounds 1 to the deck's most; the suggested game (one round a player) chosen. */
  const showRounds = () => {
    const suggested = Math.min(seatCount(), limits.maxRounds);
    rounds.replaceChildren(
      ...Array.from({ length: limits.maxRounds }, (_, i) =>
        h(
          'option',
          { value: i + 1, selected: i + 1 === suggested },
          i + 1 === suggested ? `${i + 1} (each player starts once)` : i + 1,
        ),
      ),
    );
    byId<HTMLButtonElement>('setup-add-bot').disabled = chosenBots.length + 1 >= most;
    byId<HTMLButtonElement>('setup-add-person').disabled = people.length >= most;
  };
  const showMode = () => {
    byId('setup-bots').hidden = mode() !== 'bots';
    byId('setup-people').hidden = mode() !== 'people';
    showRounds();
  };
  byId('mode-bots').onchange = showMode;
  byId('mode-people').onchange = showMode;
  byId('setup-add-bot').onclick = () => {
    chosenBots = [...chosenBots, 'greedy'];
    showBots();
    showRounds();
  };
  byId('setup-add-person').onclick = () => {
    people = [...people, `Player ${people.length + 1}`];
    showPeople();
    showRounds();
  };
  byId<HTMLFormElement>('play-form').onsubmit = (e) => {
    e.preventDefault();
    const names = botSeatNames(chosenBots, [
      ...deck.icons.map((icon) => icon.name),
      byId<HTMLInputElement>('setup-name').value,
    ]);
    const seats: Seat[] =
      mode() === 'bots'
        ? [
            { name: byId<HTMLInputElement>('setup-name').value.trim(), bot: null },
            ...chosenBots.map((bot, i) => ({ name: names[i]!, bot })),
          ]
        : people.map((name) => ({ name: name.trim(), bot: null }));
    const choice = { seats, rounds: Number(rounds.value), teaching: byId<HTMLInputElement>('setup-teach').checked };
    const problems = checkChoice(deck, choice);
    message.textContent = problems.length > 0 ? `${problems.join('; ')}.` : '';
    if (problems.length === 0) host.start(choice);
  };
  showKept(kept, host);
  showBots();
  showPeople();
  showMode();
}
