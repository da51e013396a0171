// A seeded random generator whose whole state is one 32-bit number kept in the game state, so
// every action stays pure and a seed rebuilds a game exactly (mulberry32).

/** The generator state after this one. */
export const advance = (state: number): number => (state + 0x6d2b79f5) | 0;

/** The value in [0, 1) that a state (one just advanced to) stands for. */
export function fractionOf(state: number): number {
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** The next value in [0, 1) and the generator state after it. */
export function nextRandom(state: number): [number, number] {
  const next = advance(state);
  return [fractionOf(next), next];
}

/** A whole number in [0, n) and the state after it. */
export function randomInt(state: number, n: number): [number, number] {
  const [x, next] = nextRandom(state);
  return [Math.floor(x * n), next];
}

/** A shuffled copy (Fisher–Yates) and the state after it. */
export function shuffle<T>(items: readonly T[], state: number): [T[], number] {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = randomInt(s, i + 1);
    s = next;
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return [out, s];
}

/** A generator state from any seed number (so seeds 1, 2, 3 give unrelated games). */
export const seedState = (seed: number): number => nextRandom(Math.imul(seed | 0, 0x9e3779b1) ^ 0x5bd1e995)[1];
