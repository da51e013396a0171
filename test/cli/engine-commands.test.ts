import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli } from '../support/run-cli.ts';
import { examplesDir } from '../support/classic.ts';

const tmp = mkdtempSync(join(tmpdir(), 'jibe-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const write = (name: string, text: string) => {
  const file = join(tmp, name);
  writeFileSync(file, text);
  return file;
};

describe('jibe cards', () => {
  test('--json prints the 80 cards in a stable order', async () => {
    const run = await runCli(['cards', '--json']);
    expect(run.code).toBe(0);
    const cards = JSON.parse(run.stdout);
    expect(cards).toHaveLength(80);
    expect(cards[65]).toEqual({
      id: 'key-fire',
      kind: 'pair',
      sides: ['key', 'key', 'key', 'fire', 'fire', 'fire'],
      value: 95,
    });
    expect(Object.keys(cards[0])).toEqual(['id', 'kind', 'sides', 'value']);
  });

  test('--deck takes another deck', async () => {
    const cards = JSON.parse((await runCli(['cards', '--json', '--deck', 'decks/edition-2018'])).stdout);
    expect(cards.find((c: any) => c.id === 'key-fire').value).toBe(19);
  });
});

describe('jibe check', () => {
  const fire = { card: 'core-fire', q: 0, r: 0, rotation: 0 };
  test('one position from standard input', async () => {
    const run = await runCli(
      ['check', '-'],
      JSON.stringify({ table: [fire], place: { card: 'key-fire', q: 1, r: 0, rotation: 0 } }),
    );
    expect(JSON.parse(run.stdout)).toEqual({ legal: true, points: 145, matches: [{ q: 0, r: 0, card: 'core-fire' }] });
  });

  test('a list of positions from a file gives a list', async () => {
    const file = write(
      'list.json',
      JSON.stringify([{ table: [fire], place: { card: 'key-fire', q: 1, r: 0, rotation: 3 } }]),
    );
    const [result] = JSON.parse((await runCli(['check', file])).stdout);
    expect(result).toMatchObject({ legal: false, reason: { code: 'colour-clash', icons: ['key', 'fire'] } });
  });

  test('an impossible table is an input error: exit 2, one line per problem, no stack', async () => {
    const run = await runCli(['check', '-'], JSON.stringify({ table: [fire, fire], place: fire }));
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('jibe: standard input: table[1].card: core-fire is on the table twice\n');
  });

  test('malformed JSON', async () => {
    const run = await runCli(['check', write('bad.json', '{"table": [')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^jibe: .*bad\.json: not valid JSON/);
    // The place as an editor counts it, even where the parser's own message gives none.
    const cut = await runCli(['check', write('cut.json', '{\n  "table": [,\n  ]\n}')]);
    expect(cut.stderr).toContain('cut.json: not valid JSON at line 2, column 13');
    expect(run.stderr).not.toMatch(/at .*\.ts:\d+/);
  });

  test('a missing file', async () => {
    const run = await runCli(['check', join(tmp, 'nope.json')]);
    expect([run.code, run.stderr.trim().endsWith('nope.json: file not found')]).toEqual([2, true]);
  });
});

describe('jibe replay', () => {
  test.each([1, 2, 3])('game-%i --json prints the expected result', async (n) => {
    const { record, expected } = JSON.parse(readFileSync(join(examplesDir(), `game-${n}.json`), 'utf8'));
    const run = await runCli(['replay', '--json', write(`g${n}.json`, JSON.stringify(record))]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(expected);
  });

  test('the text form ends with the winner', async () => {
    const { record } = JSON.parse(readFileSync(join(examplesDir(), 'game-2.json'), 'utf8'));
    const run = await runCli(['replay', write('g.json', JSON.stringify(record))]);
    expect(run.stdout.trim().split('\n').at(-1)).toBe('Winner: Cy');
  });

  test('an illegal turn names the round, the turn and the rule', async () => {
    const { record } = JSON.parse(readFileSync(join(examplesDir(), 'game-1.json'), 'utf8'));
    record.rounds[0].turns[2].place.q = 9;
    const run = await runCli(['replay', write('bad-turn.json', JSON.stringify(record))]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('round 1, turn 3: no-neighbour: no card is beside (9, -1)');
  });
});

describe('jibe validate-deck', () => {
  test('a sound deck', async () => {
    const run = await runCli(['validate-deck', 'decks/classic']);
    // Its one print warning: two pairs of colours alike in greyscale, told apart by their cues.
    const lines = run.stdout.trim().split('\n');
    expect(lines.slice(0, -1).every((l) => l.includes('in greyscale'))).toBe(true);
    expect(lines.at(-1)).toBe(
      'Jibe (classic): valid, with 2 print warnings. 80 cards, 12 art files, highest card key-fire (95).',
    );
  });

  test('a broken deck lists every problem, with the file, and exits 2', async () => {
    const dir = join(tmp, 'broken');
    cpSync('decks/classic', dir, { recursive: true });
    const deck = JSON.parse(readFileSync(join(dir, 'deck.json'), 'utf8'));
    deck.icons[3].value = 'ten';
    deck.icons[0].colour = 'blue';
    deck.icons[4].colour = 'blue';
    writeFileSync(join(dir, 'deck.json'), JSON.stringify(deck));
    const run = await runCli(['validate-deck', dir]);
    expect(run.code).toBe(2);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1); // shape problems first; the colour counts are checked once the shape is right
    // The item is named by its id as well as its index, and the place is given as an editor counts it.
    const text = JSON.stringify(deck);
    const column = text.indexOf('"ten"') + 1;
    expect(lines[0]).toBe(
      `jibe: ${join(dir, 'deck.json')}: icons[3] (pencil).value: expected a number, got "ten" (line 1, column ${column})`,
    );
    deck.icons[3].value = 10;
    writeFileSync(join(dir, 'deck.json'), JSON.stringify(deck));
    // Red is left with one icon; blue's five are within the 2 to 6 a colour may have.
    const at = `(line 1, column ${JSON.stringify(deck).indexOf('"colours"') + 12})`;
    expect((await runCli(['validate-deck', dir])).stderr.trim().split('\n')).toEqual([
      `jibe: ${join(dir, 'deck.json')}: colours[0] (red): red has 1 icon; each colour needs 2 to 6 ${at}`,
    ]);
  });

  test('a missing art file is named', async () => {
    const dir = join(tmp, 'no-art');
    cpSync('decks/classic', dir, { recursive: true });
    const deck = JSON.parse(readFileSync(join(dir, 'deck.json'), 'utf8'));
    deck.icons[11].art = 'art/flame.svg';
    writeFileSync(join(dir, 'deck.json'), JSON.stringify(deck));
    const run = await runCli(['validate-deck', dir]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/icons\[11\]\.art: art file "art\/flame\.svg" not found/);
  });

  test('an unknown flag is an input error', async () => {
    const run = await runCli(['cards', '--jsno']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Unknown argument');
  });
});
