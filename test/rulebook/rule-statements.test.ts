// Every rule the quick reference (and the player aid) states, held against the engine's behaviour
// or the deck's numbers: each sentence must be claimed by a check below, so a new statement
// without a check fails too. The numbers are measured by playing the engine here, not read back
// from the view model.

import { describe, expect, test } from 'vitest';
import {
  applyAction,
  compileRules,
  handPenaltyOf,
  newGame,
  placements,
  type Action,
  type GameState,
  type Placement,
  type Rules,
} from '../../engine/index.ts';
import { loadDeck } from '../../generator/deck-fs.ts';
import { makeCardFaces } from '../../draw/rulebook/card-faces.ts';
import { renderRulebookHtml } from '../../draw/rulebook/html-rulebook.ts';
import { buildRulebookImages } from '../../draw/rulebook/images.ts';
import { readRulebookInputs } from '../../generator/rulebook/rulebook-fs.ts';
import { renderRulebookSource } from '../../draw/rulebook/source.ts';
import { buildRulebookModel, type RulebookModel } from '../../draw/rulebook/view-model.ts';

const DECKS = [
  'decks/classic',
  'decks/edition-2018',
  'test/fixtures/rulebook-no-wild-cores',
  'test/fixtures/rulebook-flat',
  'test/fixtures/five-colours',
];
/** The sections whose every sentence is a rule to check. */
const CHECKED = ['quick-reference', 'player-aid'];

const htmlText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

function run(game: GameState, actions: readonly Action[]): GameState {
  return actions.reduce((g, a) => {
    const next = applyAction(g, a);
    if (!next.ok) throw new Error(`${a.type} refused: ${next.error.message}`);
    return next.value;
  }, game);
}

/** A round of `seats` players in which seat 0 is dealt `wanted` first. */
function dealtRound(rules: Rules, start: string, wanted: readonly string[], seats = 2): GameState {
  const rest = rules.cards.map((c) => c.id).filter((id) => id !== start && !wanted.includes(id));
  const order: string[] = [];
  for (let k = 0; order.length < rules.cards.length - 1; k++)
    order.push(k % seats === 0 && k / seats < wanted.length ? wanted[k / seats]! : rest.shift()!);
  return run(newGame(rules, { players: Array.from({ length: seats }, (_, i) => `P${i}`), rounds: 1 }), [
    { type: 'start-round', start, order },
  ]);
}

const hand = (g: GameState, seat = 0) => g.round!.hands![seat]!.length;
const place = (p: Placement): Action => ({ type: 'place', placement: p });

/** What the engine does, measured on this deck. */
function measure(model: RulebookModel) {
  const rules = model.rules;
  const small = compileRules(rules.deck, { ...rules.options, handSize: 3 });
  const start = model.positions[0]!.table[0]!.card;
  const ordinary = model.positions.find((p) => p.id === 'icon-match')!.plays[0]!.place;
  const bonus = model.positions.find((p) => p.id === 'core-bonus');
  const drawsOf = (wanted: string[], actions: Action[], placed: number) => {
    const g = dealtRound(small, start, wanted);
    return hand(run(g, actions), 0) - hand(g, 0) + placed;
  };
  const [core, extra] = bonus?.plays.map((p) => p.place) ?? [];
  return {
    rules,
    start,
    ordinary,
    afterPlace: drawsOf([ordinary.card], [place(ordinary)], 1),
    afterPass: drawsOf([], [{ type: 'pass' }], 0),
    afterBonus:
      core && extra && rules.options.coreBonus
        ? drawsOf([core.card, extra.card], [place(core), place(extra)], 2)
        : null,
    afterSkip:
      core && extra && rules.options.coreBonus
        ? drawsOf([core.card, extra.card], [place(core), { type: 'skip-bonus' }], 1)
        : null,
  };
}

type Facts = ReturnType<typeof measure>;

interface Check {
  name: string;
  pattern: RegExp;
  check: (m: RegExpExecArray, facts: Facts, model: RulebookModel) => void;
}

const CHECKS: Check[] = [
  {
    name: 'the start core lies in the middle',
    pattern: /^(Setup\. )?Start core in the middle\.$/,
    check: (_, f) => {
      const g = dealtRound(f.rules, f.start, []);
      expect(
        placements(
          g.round!.table,
          f.rules.cards.map((c) => c.id),
        ),
      ).toEqual([{ card: f.start, q: 0, r: 0, rotation: 0 }]);
    },
  },
  {
    name: 'the other cards make the pile and the hands',
    pattern: /^Shuffle the other (\d+) cards\.$/,
    check: (m, f) => {
      const g = dealtRound(f.rules, f.start, []);
      expect(Number(m[1])).toBe(g.round!.pileCount + g.round!.hands!.flat().length);
    },
  },
  {
    name: 'the deal and the number of players',
    pattern: /^Deal (\d+) to each of (\d+)(?: to (\d+))? players\.$/,
    check: (m, f) => {
      const { min, max } = f.rules.options.players;
      expect([Number(m[2]), Number(m[3] ?? m[2])]).toEqual([min, max]);
      for (const seats of new Set([min, max])) {
        const g = dealtRound(f.rules, f.start, [], seats);
        for (let s = 0; s < seats; s++) expect(hand(g, s)).toBe(Number(m[1]));
      }
    },
  },
  {
    name: 'a turn is a placement next to the table or a pass',
    pattern: /^(Your turn\. )?Place one card touching the table, or pass\.$/,
    check: (_, f) => {
      const g = dealtRound(f.rules, f.start, [f.ordinary.card]);
      const far = applyAction(g, place({ ...f.ordinary, q: 5, r: 5 }));
      expect(far.ok ? null : far.error.code).toBe('no-neighbour');
      // A pass is allowed even with a card in hand that could be placed.
      expect(applyAction(g, { type: 'pass' }).ok).toBe(true);
    },
  },
  {
    name: 'one card drawn after a placement and after a pass',
    pattern: /^Then draw (\d+), also after a pass\.$/,
    check: (m, f) => {
      expect(Number(m[1])).toBe(f.afterPlace);
      expect(Number(m[1])).toBe(f.afterPass);
    },
  },
  {
    name: 'two cards only when the bonus card is placed; a skipped bonus draws as usual',
    pattern:
      /^After a core you may place one more card touching it: if you place it, draw (\d+) instead; if you skip it, draw (\d+)\.$/,
    check: (m, f) => {
      expect(f.rules.options.coreBonus).toBe(true);
      expect(Number(m[1])).toBe(f.afterBonus);
      expect(Number(m[2])).toBe(f.afterSkip);
    },
  },
  {
    name: 'fitting: same colour or wild on every contact',
    pattern: /^(Fitting\. )?Every touching pair of sides: same colour, or an? (.+)\.$/,
    check: (m, _f, model) => {
      expect(m[2]).toBe(model.wild.name);
      const clash = model.positions.find((p) => p.id === 'colour-clash');
      if (clash) expect(clash.plays[0]!.result.legal ? null : clash.plays[0]!.result.reason.code).toBe('colour-clash');
      const only = model.positions.find((p) => p.id === 'colour-only');
      if (only) expect(only.plays[0]!.result.legal).toBe(true);
    },
  },
  {
    name: 'the wild icon: one of the icons of its colour, its sides wild',
    pattern: /^The (.+) is an? ([a-z]+) icon, and an? (.+) side is wild: it fits a side of any colour\.$/,
    check: (m, f, model) => {
      expect([m[1], m[3]]).toEqual([model.wild.name, model.wild.name]);
      const { deck } = f.rules;
      const colour = deck.icons.find((i) => i.id === deck.wild)!.colour;
      expect(m[2]).toBe(deck.colours.find((c) => c.id === colour)!.name.toLowerCase());
      // Wild sides against other colours: the worked examples the engine played are legal.
      for (const id of ['wild-side', 'wild-hole'])
        for (const play of model.positions.find((p) => p.id === id)?.plays ?? []) expect(play.result.legal).toBe(true);
    },
  },
  {
    name: 'scoring: own value plus every icon-matched neighbour',
    pattern:
      /^(Scoring\. )?Your card's value \+ the value of every card whose touching icon is the same \(or an? (.+)\)\.$/,
    check: (m, f, model) => {
      expect(m[2]).toBe(model.wild.name);
      for (const example of model.positions)
        for (const play of example.plays)
          if (play.result.legal) {
            const value = (id: string) => f.rules.cards[f.rules.cardIndex.get(id)!]!.value;
            const sum = value(play.place.card) + play.result.matches.reduce((s, x) => s + value(x.card), 0);
            expect(play.result.points).toBe(sum);
          }
    },
  },
  {
    name: 'colour-only contacts score nothing',
    pattern: /^Colour-only contacts add nothing\.$/,
    check: (_, f, model) => {
      const only = model.positions.find((p) => p.id === 'colour-only');
      if (!only || !only.plays[0]!.result.legal) return;
      expect(only.plays[0]!.result.points).toBe(
        f.rules.cards[f.rules.cardIndex.get(only.plays[0]!.place.card)!]!.value,
      );
    },
  },
  {
    name: 'the round ends on an empty hand or when everyone passes on an empty pile',
    pattern: /^(End of the round\. )?Pile empty, then: a player plays their last card, or everyone passes in turn\.$/,
    check: (_, f) => {
      // Passing while the pile lasts never ends the round; once it is empty, one pass per player does.
      const seats = 2;
      const deal = Math.floor((f.rules.cards.length - 1) / seats);
      let g = dealtRound(compileRules(f.rules.deck, { ...f.rules.options, handSize: deal }), f.start, []);
      while (g.round!.pileCount > 0) g = run(g, [{ type: 'pass' }]);
      expect(g.round!.over).toBeNull();
      g = run(
        g,
        Array.from({ length: seats }, () => ({ type: 'pass' }) as Action),
      );
      expect(g.round!.over).toBe('all-passed');
      // One card each and nothing left to draw: the first card placed empties a hand and ends the round.
      const all = f.rules.cards.length - 1;
      const one = dealtRound(
        compileRules(f.rules.deck, { ...f.rules.options, handSize: 1 }),
        f.start,
        [f.ordinary.card],
        all,
      );
      expect(run(one, [place(f.ordinary)]).round!.over).toBe('hand-empty');
    },
  },
  {
    name: 'no hand limit: a pass grows the hand',
    pattern: /^No hand limit: a pass draws a card while the pile lasts\.$/,
    check: (_, f) => {
      expect(f.afterPass).toBe(1);
      let g = dealtRound(f.rules, f.start, []);
      const before = hand(g, 0);
      for (let i = 0; i < 2 * 4; i++) g = run(g, [{ type: 'pass' }]);
      expect(hand(g, 0)).toBe(before + 4);
    },
  },
  {
    name: 'the hand penalty, wild sets at their own cost',
    pattern: /^Lose the value of your hand; each (.+) set costs (\d+)\.$/,
    check: (m, f, model) => {
      expect(m[1]).toBe(model.wild.name);
      const wildCards = f.rules.cards.filter((c) => c.sets.includes(f.rules.deck.wild)).map((c) => c.id);
      const plain = f.rules.cards.find((c) => c.id !== f.start && !c.sets.includes(f.rules.deck.wild))!;
      const open = run(newGame(f.rules, { players: ['A', 'B'], rounds: 1, mode: 'open' }), [
        { type: 'start-round', start: f.start },
        { type: 'end-round', hands: [[wildCards[0]!], [plain.id]] },
      ]);
      const result = open.results[0]!;
      const wild = f.rules.cards[f.rules.cardIndex.get(wildCards[0]!)!]!;
      const others = wild.sets.filter((s) => s !== f.rules.deck.wild);
      const iconValue = (id: string) => f.rules.deck.icons.find((i) => i.id === id)!.value;
      expect(result.penalty[0]).toBe(Number(m[2]) + others.reduce((s, i) => s + iconValue(i), 0));
      expect(result.penalty[1]).toBe(plain.value);
      expect(handPenaltyOf(wild, f.rules.deck.wild, Number(m[2]), iconValue)).toBe(result.penalty[0]);
    },
  },
  {
    name: 'the winner',
    pattern: /^(Winning\. )?(Highest total of round scores|Most rounds won; total breaks a tie)\.$/,
    check: (m, f) => {
      expect(m[2]!.startsWith('Highest') ? 'total' : 'rounds').toBe(f.rules.options.scoring);
    },
  },
];

/** A section's rule sentences (paragraphs, list items), its icon tiles and its table rows. */
function readSection(html: string) {
  const paragraphs = [...html.matchAll(/<(p|li)(?: [^>]*)?>([\s\S]*?)<\/\1>/g)]
    .filter((m) => !m[0].includes('<img'))
    // A paragraph's bold lead ("Setup.") names it; it states nothing.
    .map((m) => htmlText(m[2]!.replace(/^\s*<strong>[^<]*\.<\/strong>/, '')));
  const sentences = paragraphs.flatMap((p) =>
    p
      .split(/(?<=\.)\s+(?=[A-Z])/)
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const tiles = [...html.matchAll(/<li style="[^"]*">([\s\S]*?)<\/li>/g)].map((m) => htmlText(m[1]!));
  const rows = [...html.matchAll(/<tr><td>([\s\S]*?)<\/td><td>([\s\S]*?)<\/td><\/tr>/g)].map((m) => [
    htmlText(m[1]!),
    htmlText(m[2]!),
  ]);
  return { sentences, tiles, rows };
}

function sectionsOf(deck: string) {
  const inputs = readRulebookInputs(loadDeck(deck));
  const model = buildRulebookModel(inputs.deck);
  const blocks = renderRulebookSource(inputs.template, model);
  const images = buildRulebookImages(model, {
    faces: makeCardFaces(inputs.deck, model.rules),
    art: inputs.art,
    ...inputs.look,
  });
  return { model, sections: renderRulebookHtml(blocks, model, images).sections };
}

describe.each(DECKS)('the rules stated in the %s quick reference and player aid', (deck) => {
  const { model, sections } = sectionsOf(deck);
  const facts = measure(model);
  const checked = sections.filter((s) => CHECKED.includes(s.id));

  test('there is a quick reference to check', () => {
    expect(checked.map((s) => s.id)).toContain('quick-reference');
  });

  describe.each(checked.map((s) => [s.id, s] as const))('%s', (_, section) => {
    const { sentences, tiles, rows } = readSection(section.html);

    test.each(sentences)('"%s" is a checked rule, and the engine agrees', (sentence) => {
      const claims = CHECKS.map((c) => ({ c, m: c.pattern.exec(sentence) })).filter((x) => x.m !== null);
      expect(
        claims.map((x) => x.c.name),
        `no check claims: ${sentence}`,
      ).not.toEqual([]);
      for (const { c, m } of claims) c.check(m!, facts, model);
    });

    test('every icon tile gives the set value, its colour and mark in words, and the wild one its cost in hand', () => {
      expect(tiles).toHaveLength(model.icons.length);
      model.icons.forEach((icon, i) => {
        const colour = model.rules.deck.colours.find((c) => c.id === icon.colourId)!;
        const expected = `${icon.name} ${icon.value} ${colour.name} (${colour.cue})${icon.wild ? ` wild · −${model.rules.options.wildPenalty} in hand` : ''}`;
        expect(tiles[i]).toBe(expected.replace('−-', '+'));
      });
    });

    test("every row of points is the engine's result", () => {
      const legal = model.positions.flatMap((p) => p.plays.flatMap((x) => (x.result.legal ? [x.result.points] : [])));
      for (const [, points] of rows.slice(0)) expect(legal).toContain(Number(/(\d+)$/.exec(points!)![1]));
    });
  });
});
