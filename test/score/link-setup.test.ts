import { describe, expect, it } from 'vitest';
import { readSetupLink, setupWithStart } from '../../site/src/score/link-setup.ts';
import { checkSetup } from '../../site/src/table/new-game.ts';
import { deck } from './play.ts';

describe('a new game from a link', () => {
  it.each([
    ['', null],
    ['?rounds=2', null],
    ['?players=Ana,Ben,Cleo&rounds=2', { ok: true, players: ['Ana', 'Ben', 'Cleo'], rounds: 2 }],
    ['?players=Ana,%20Ben', { ok: true, players: ['Ana', 'Ben'], rounds: 3 }],
  ])('%s', (search, expected) => {
    expect(readSetupLink(deck, search)).toEqual(expected);
  });

  it.each([
    ['?players=Ana', 'players'],
    ['?players=Ana,Ana', 'same name'],
    ['?players=Ana,Ben&rounds=0', 'rounds'],
    ['?players=Ana,Ben&rounds=two', 'rounds'],
    ['?players=Ana,,Ben', 'name'],
  ])('refuses %s', (search, word) => {
    const read = readSetupLink(deck, search);
    expect(read?.ok).toBe(false);
    if (read?.ok === false) expect(read.error).toContain(word);
  });

  it('plans a different core for every round, the tapped one first', () => {
    const setup = setupWithStart(deck, ['Ana', 'Ben'], 4, 'core-key');
    expect(setup.starts[0]).toBe('core-key');
    expect(setup.starts).toHaveLength(4);
    expect(checkSetup(deck, setup)).toEqual([]);
  });
});
