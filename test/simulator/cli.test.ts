import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { runCli as jibe } from '../support/run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'jibe-simulate-'));
// The results cache goes under JIBE_OUTPUT: keep it out of the repository's output/.
process.env.JIBE_OUTPUT = join(tmp, 'output');

/** Every chart must be well-formed SVG: resvg refuses anything else. */
function expectChartsRender(dir: string): void {
  const charts = readdirSync(dir).filter((f) => f.endsWith('.svg'));
  expect(charts.length).toBeGreaterThan(0);
  for (const f of charts)
    expect(new Resvg(readFileSync(join(dir, f), 'utf8'), { font: { loadSystemFonts: false } }).render().width).toBe(
      640,
    );
}

describe('jibe simulate', () => {
  it.each([
    [['--games', '0'], '--games: expected a whole number from 1'],
    [['--bots', 'greedy,clever'], '--bots: unknown bot "clever"; the bots are random, greedy, careful, joker, search'],
    [['--think-ms', '0'], '--think-ms: expected milliseconds above 0'],
    [['--bots', 'greedy:0'], '--bots: "greedy:0": a weight is a whole number'],
    [['--sweep', 'wildPenalty'], '--sweep: expected option=v1,v2'],
    [['--shard', '0/2'], '--shard: expected K/N'],
    [['--seconds-per-turn', '0'], '--seconds-per-turn:'],
    [['--players', '7'], '--players:'],
    [['--rounds', '15'], '--rounds:'],
    [['--deck', join(tmp, 'missing')], 'no such deck folder'],
  ])('refuses %j with exit code 2 and writes nothing', async (args, message) => {
    const out = join(tmp, `bad-${args.join('')}`.replace(/[^a-z0-9-]/gi, ''));
    const run = await jibe(['simulate', ...args, '--out', out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(existsSync(out)).toBe(false);
  });

  it('plays the search bot for the budget --think-ms gives it, and the report names the bots and that budget', async () => {
    const out = join(tmp, 'search');
    const args = ['simulate', '--games', '2', '--players', '2', '--rounds', '1', '--bots', 'search,greedy'];
    const run = await jibe([...args, '--think-ms', '1', '--workers', '1', '--out', out]);
    expect(run.stderr).toBe('');
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
    expect(report.run.mix.map((m: { bot: string }) => m.bot)).toEqual(['search', 'greedy']);
    expect(report.run.think).toBe(100);
    const md = readFileSync(join(out, 'report.md'), 'utf8');
    expect(md).toContain('bots search, greedy');
    expect(md).toMatch(/- \*\*search\*\*: looks ahead.*; 100 simulated moves a move \(about 1 ms of one core\)/);
  });

  it('writes report.md, report.json and charts, and an exported game that jibe replay reproduces', async () => {
    const out = join(tmp, 'run');
    const run = await jibe([
      'simulate',
      '--games',
      '40',
      '--players',
      '3',
      '--rounds',
      '2',
      '--bots',
      'greedy,careful',
      '--workers',
      '2',
      '--out',
      out,
      '--export-game',
      '3',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('seat 1:');
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
    expect(report).toMatchObject({
      format: 2,
      deck: { id: 'classic' },
      run: { games: 40, players: 3, rounds: 2, game: 'chosen', bots: ['greedy', 'careful'] },
    });
    expect(report.seats).toHaveLength(3);
    expect(report.rounds.count).toBe(80);
    // Each bot's penalty is over the seats it played, so together they make up every seat's penalty.
    const penalties = report.bots.map((b: { penalty: { n: number; mean: number } }) => b.penalty);
    expect(penalties.reduce((sum: number, p: { n: number }) => sum + p.n, 0)).toBe(report.penalties.perSeatRound.n);
    expect(
      penalties.reduce((sum: number, p: { n: number; mean: number }) => sum + p.n * p.mean, 0) /
        report.penalties.perSeatRound.n,
    ).toBeCloseTo(report.penalties.perSeatRound.mean, 6);
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toContain(
      '![Win rate per seat (95 % interval)](wins-by-seat.svg)',
    );
    expectChartsRender(out);
    const replay = await jibe(['replay', '--json', join(out, 'game-3.json')]);
    expect(replay.code).toBe(0);
    expect(JSON.parse(replay.stdout).rounds).toHaveLength(2);
  });

  it('plays a deck of 5 colours × 3 icons: every icon and colour of it in the report, a game of its own cores replayed', async () => {
    const out = join(tmp, 'five-colours');
    const run = await jibe([
      'simulate',
      '--deck',
      'test/fixtures/five-colours',
      '--games',
      '12',
      '--workers',
      '1',
      '--rounds',
      '16',
      '--players',
      '2',
      '--out',
      out,
      '--export-game',
      '1',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
    expect(report).toMatchObject({ deck: { id: 'five-colours' }, run: { games: 12, players: 2, rounds: 16 } });
    expect(report.rounds.count).toBe(12 * 16);
    expect(report.icons).toHaveLength(15);
    expect(report.colours.map((c: { id: string }) => c.id)).toEqual(['red', 'gold', 'green', 'blue', 'purple']);
    // Every icon's cards were played, and the colours' shares with the wild icon's add up to every match.
    for (const icon of report.icons) expect(icon.plays, icon.id).toBeGreaterThan(0);
    const shares = report.colours.reduce((sum: number, c: { share: number }) => sum + c.share, 0);
    expect(shares + report.wildMatches.share).toBeCloseTo(1, 6);
    expectChartsRender(out);
    // The game's 16 rounds used every one of the deck's 16 core cards once; jibe replay agrees.
    const replay = await jibe(['replay', '--deck', 'test/fixtures/five-colours', '--json', join(out, 'game-1.json')]);
    expect(replay.code).toBe(0);
    const starts = JSON.parse(replay.stdout).rounds.map((r: { start: string }) => r.start);
    expect(new Set(starts).size).toBe(16);
    // One more round than the deck has cores is refused.
    const tooMany = await jibe([
      'simulate',
      '--deck',
      'test/fixtures/five-colours',
      '--rounds',
      '17',
      '--out',
      join(tmp, 'x'),
    ]);
    expect(tooMany.code).toBe(2);
    expect(tooMany.stderr).toContain('16 core cards, so at most 16 rounds');
  }, 120_000);

  it('compares two decks on the same seeds, escaping the deck names in every chart', async () => {
    const deckDir = join(tmp, 'variant');
    mkdirSync(deckDir, { recursive: true });
    const deck = JSON.parse(readFileSync('decks/classic/deck.json', 'utf8'));
    delete deck.$schema;
    writeFileSync(
      join(deckDir, 'deck.json'),
      JSON.stringify({ ...deck, id: 'variant', name: 'Low <penalty> & "wild"', options: { wildPenalty: 0 } }),
    );
    const out = join(tmp, 'compare');
    const run = await jibe([
      'simulate',
      '--games',
      '30',
      '--workers',
      '1',
      '--compare',
      deckDir,
      '--out',
      out,
      '--json',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json.labels).toEqual(['classic', 'variant']);
    expect(json.comparison.rows.filter((r: { measure: string }) => r.measure.endsWith('win rate'))).toHaveLength(4);
    expect(json.a.run).toMatchObject({ rounds: 4, game: 'rulebook' });
    expect(json.b.penalties.wildShare).toBe(0);
    for (const dir of [out, join(out, 'a'), join(out, 'b')]) expectChartsRender(dir);
    const wins = readFileSync(join(out, 'b', 'wins-by-seat.svg'), 'utf8');
    expect(wins).toContain('Low &lt;penalty&gt; &amp; &quot;wild&quot;');
    expect(wins).not.toContain('<penalty>');
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toContain('| seat 1 win rate |');
  });
});

describe('jibe simulate --shard and --merge', () => {
  it('two shards merged write the report one run writes', async () => {
    const flags = ['simulate', '--games', '12', '--players', '2', '--bots', 'greedy:2,careful', '--workers', '1'];
    expect((await jibe([...flags, '--out', join(tmp, 'whole')])).code).toBe(0);
    for (const k of ['1/2', '2/2']) {
      const run = await jibe([...flags, '--shard', k, '--out', join(tmp, 'parts')]);
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain(`shard ${k[0]} of 2`);
    }
    const merged = await jibe(['simulate', '--merge', join(tmp, 'parts'), '--out', join(tmp, 'merged')]);
    expect(merged.stderr).toBe('');
    expect(merged.code).toBe(0);
    for (const f of ['report.md', 'report.json', 'wins-by-seat.svg'])
      expect(readFileSync(join(tmp, 'merged', f), 'utf8')).toBe(readFileSync(join(tmp, 'whole', f), 'utf8'));
    const report = JSON.parse(readFileSync(join(tmp, 'whole', 'report.json'), 'utf8'));
    expect(report.run).toMatchObject({ rounds: 2, game: 'rulebook', bots: ['greedy', 'greedy', 'careful'] });
  });
});

describe('jibe hint', () => {
  it('lists the best placements, a core with its bonus', async () => {
    const run = await jibe(
      ['hint', '--top', '3', '-'],
      JSON.stringify({ table: [{ card: 'core-fire', q: 0, r: 0, rotation: 0 }], hand: ['key-fire', 'core-joker-1'] }),
    );
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')[0]).toMatch(/^ {2}195 {2}core-joker-1 at .*: 50, then bonus key-fire at .*: 145$/);
  });

  it('refuses a hand card that is unknown, with exit code 2', async () => {
    const run = await jibe(
      ['hint', '-'],
      JSON.stringify({ table: [{ card: 'core-fire', q: 0, r: 0, rotation: 0 }], hand: ['nope'] }),
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('standard input: hand[0]: unknown card "nope"');
  });
});
