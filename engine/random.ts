// A seeded random generator whose whole state is one 32-bit number kept in the game state, so
// every action stays pure and a seed rebuilds a game exactly (mulberry32).

/** What each state adds to the one before (mulberry32's increment). */
const STEP = 0x6d2b79f5;

/** The generator state after this one. */
export const advance = (state: number): number => (state + STEP) | 0;

/** The 32-bit output a state (one just advanced to) stands for, 0 to 2³² − 1. */
function outputOf(state: number): number {
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

/** The generator state `times` states after this one: advance applied `times` times. */
export const advanceBy = (state: number, times: number): number => (state + Math.imul(times, STEP)) | 0;

/** The value in [0, 1) that a state (one just advanced to) stands for. */
export const fractionOf = (state: number): number => outputOf(state) / 4294967296;

/** Below this, output × n is exact in a double (output < 2³², so the product < 2⁵³). */
const EXACT_PRODUCT = 2 ** 21;

/**
 * Whether the whole number in [0, n) that a state (one just advanced to) stands for is 0, as
 * Math.floor(fractionOf(state) * n) === 0 says: the same answer, without the fraction and the floor
 * (for the reservoir sampling that draws once per legal play).
 */
export function isFirstOf(state: number, n: number): boolean {
  return n < EXACT_PRODUCT ? outputOf(state) * n < 4294967296 : Math.floor(fractionOf(state) * n) === 0;
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
