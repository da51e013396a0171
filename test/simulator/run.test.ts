import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type SimulateRequest, simulate } from '../../simulator/run.ts';
import { classicDeck } from '../support/classic.ts';

const tmp = mkdtempSync(join(tmpdir(), 'jibe-run-'));
const quiet = { write: () => true };

const request = (extra: Partial<SimulateRequest>): SimulateRequest => ({
  a: { deck: classicDeck, place: 'classic' },
  players: 3,
  games: 24,
  bots: 'greedy',
  rounds: 2,
  seed: 5,
  workers: 1,
  json: false,
  outputRoot: join(tmp, 'output'),
  join,
  stderr: quiet,
  ...extra,
});

/** Every file under a folder, by relative path, with its bytes. */
function filesOf(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of readdirSync(dir, { recursive: true }).map(String).sort())
    if (statSync(join(dir, f)).isFile()) out.set(f, readFileSync(join(dir, f), 'utf8'));
  return out;
}

describe('shards and merge', () => {
  it('three shards merged give the report of one run, byte for byte', async () => {
    await simulate(request({ out: join(tmp, 'one'), noCache: true }));
    for (const k of [3, 1, 2]) await simulate(request({ shard: `${k}/3`, out: join(tmp, 'shards'), workers: 2 }));
    expect(readdirSync(join(tmp, 'shards'))).toEqual(['shard-1-of-3.json', 'shard-2-of-3.json', 'shard-3-of-3.json']);
    await simulate(request({ merge: [join(tmp, 'shards')], out: join(tmp, 'merged') }));
    const one = filesOf(join(tmp, 'one'));
    expect([...one.keys()]).toContain('report.json');
    expect(filesOf(join(tmp, 'merged'))).toEqual(one);
  });

  it('refuses a merge with a part missing or from another run', async () => {
    await simulate(request({ shard: '1/2', out: join(tmp, 'half') }));
    await expect(simulate(request({ merge: [join(tmp, 'half')], out: join(tmp, 'x') }))).rejects.toThrow(/missing 2/);
    await simulate(request({ shard: '2/2', seed: 6, out: join(tmp, 'half') }));
    await expect(simulate(request({ merge: [join(tmp, 'half')], out: join(tmp, 'x') }))).rejects.toThrow(
      /different runs/,
    );
    await expect(simulate(request({ shard: '3/2' }))).rejects.toThrow(/--shard/);
  });
});

describe('the results cache', () => {
  it('plays a run once: the second run with the same deck, options and seed reads the cache', async () => {
    const root = join(tmp, 'cached-output');
    await simulate(request({ outputRoot: root, out: join(tmp, 'c1') }));
    const cacheDir = join(root, '.cache', 'simulate');
    const [file] = readdirSync(cacheDir);
    // Doctor the cached totals: a report made from the cache shows them, one played again would not.
    const cached = JSON.parse(readFileSync(join(cacheDir, file!), 'utf8'));
    for (const g of cached.summaries) g.totals = g.totals.map(() => 4242);
    writeFileSync(join(cacheDir, file!), JSON.stringify(cached));
    const text = await simulate(request({ outputRoot: root, out: join(tmp, 'c2') }));
    expect(text).toContain('mean score 4242');
    // A changed option is another run.
    const other = await simulate(
      request({
        outputRoot: root,
        out: join(tmp, 'c3'),
        a: { deck: { ...classicDeck, options: { ...classicDeck.options, wildPenalty: 50 } }, place: 'classic' },
      }),
    );
    expect(other).not.toContain('mean score 4242');
  });
});

describe('--sweep', () => {
  it('plays each value on the same seeds and writes one report with a line and a folder per value', async () => {
    const out = join(tmp, 'sweep');
    const text = await simulate(request({ sweep: 'players=2..3', rounds: undefined, out, json: true }));
    const json = JSON.parse(text);
    expect(json.sweep).toEqual({ option: 'players', values: ['2', '3'], baseline: '3' });
    expect(json.lines.map((l: { players: number; rounds: number }) => [l.players, l.rounds])).toEqual([
      [2, 2],
      [3, 3],
    ]);
    expect(json.comparisons).toHaveLength(1);
    const files = readdirSync(out);
    expect(files).toEqual(
      expect.arrayContaining(['report.md', 'report.json', 'players-2', 'players-3', 'sweep-minutes-per-game.svg']),
    );
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toContain('| players | players | rounds |');
  });

  it('publishes its charts beside the main report when it writes to its default folder (for the site)', async () => {
    const root = join(tmp, 'published');
    await simulate(request({ sweep: 'wildPenalty=0,100', outputRoot: root, games: 6 }));
    const balance = join(root, 'classic', 'balance');
    expect(readdirSync(join(balance, 'sweep-wildPenalty'))).toContain('report.md');
    expect(readdirSync(balance)).toContain('sweep-wildPenalty--sweep-penalty-per-round.svg');
  });

  it('refuses an unknown option or a bad value', async () => {
    await expect(simulate(request({ sweep: 'colour=1,2' }))).rejects.toThrow(/--sweep: expected option=v1,v2/);
    await expect(simulate(request({ sweep: 'layout=halves,zigzag' }))).rejects.toThrow(
      /"zigzag" is not halves or alternating/,
    );
    await expect(simulate(request({ sweep: 'wildPenalty=50' }))).rejects.toThrow(/at least two values/);
  });
});
