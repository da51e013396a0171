// A Data Matrix ECC 200 encoder (ISO/IEC 16022): square symbols from 10 × 10 to 48 × 48 modules,
// ASCII encodation (digit pairs in one codeword), Reed–Solomon error correction over GF(256) and
// the standard module placement. Pure: text in, modules out.

/** A symbol's modules, row-major, `size` × `size`, 1 = dark; row 0 is the top row (timing pattern). */
export interface DataMatrixSymbol {
  size: number;
  modules: Uint8Array;
}

interface SymbolSize {
  /** Modules a side, finder and timing patterns included. */
  size: number;
  /** Data regions a side (each framed by its own finder and timing pattern). */
  regions: number;
  dataCodewords: number;
  eccCodewords: number;
}

// The square ECC 200 sizes that carry their error correction in one Reed–Solomon block.
const SIZES: readonly SymbolSize[] = [
  { size: 10, regions: 1, dataCodewords: 3, eccCodewords: 5 },
  { size: 12, regions: 1, dataCodewords: 5, eccCodewords: 7 },
  { size: 14, regions: 1, dataCodewords: 8, eccCodewords: 10 },
  { size: 16, regions: 1, dataCodewords: 12, eccCodewords: 12 },
  { size: 18, regions: 1, dataCodewords: 18, eccCodewords: 14 },
  { size: 20, regions: 1, dataCodewords: 22, eccCodewords: 18 },
  { size: 22, regions: 1, dataCodewords: 30, eccCodewords: 20 },
  { size: 24, regions: 1, dataCodewords: 36, eccCodewords: 24 },
  { size: 26, regions: 1, dataCodewords: 44, eccCodewords: 28 },
  { size: 32, regions: 2, dataCodewords: 62, eccCodewords: 36 },
  { size: 36, regions: 2, dataCodewords: 86, eccCodewords: 42 },
  { size: 40, regions: 2, dataCodewords: 114, eccCodewords: 48 },
  { size: 44, regions: 2, dataCodewords: 144, eccCodewords: 56 },
  { size: 48, regions: 2, dataCodewords: 174, eccCodewords: 68 },
];

/** The most data codewords a symbol here holds (48 × 48). */
export const MAX_DATA_CODEWORDS = SIZES[SIZES.length - 1]!.dataCodewords;

const PAD = 129;
const UPPER_SHIFT = 235;

/**
 * ASCII encodation: two digits in one codeword (130 + their value), a character below 128 as its
 * code plus one, a character from 128 to 255 as Upper Shift and its code less 127.
 */
export function asciiCodewords(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const next = i + 1 < text.length ? text.charCodeAt(i + 1) : -1;
    if (isDigit(c) && isDigit(next)) {
      out.push(130 + (c - 48) * 10 + (next - 48));
      i++;
    } else if (c < 128) {
      out.push(c + 1);
    } else if (c < 256) {
      out.push(UPPER_SHIFT, c - 127);
    } else {
      throw new RangeError(
        `Data Matrix: character U+${c.toString(16).toUpperCase().padStart(4, '0')} at ${i} is beyond Latin-1`,
      );
    }
    if (out.length > MAX_DATA_CODEWORDS) {
      throw new RangeError(`Data Matrix: the text needs more than ${MAX_DATA_CODEWORDS} codewords`);
    }
  }
  return out;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Fills the data to the symbol's capacity: 129, then pads scrambled by their position (253-state). */
function pad(codewords: number[], capacity: number): number[] {
  const out = codewords.slice();
  if (out.length < capacity) out.push(PAD);
  while (out.length < capacity) {
    const position = out.length + 1;
    const pseudo = ((149 * position) % 253) + 1;
    const value = PAD + pseudo;
    out.push(value <= 254 ? value : value - 254);
  }
  return out;
}

// GF(256) with the field polynomial x^8 + x^5 + x^3 + x^2 + 1 (0x12D), generator α = 2.
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let x = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = x;
    LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x12d;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]!;
}

function multiply(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : EXP[LOG[a]! + LOG[b]!]!;
}

/** The generator polynomial (x − α)(x − α²)…(x − αⁿ), coefficients highest power first. */
function generator(n: number): number[] {
  let poly = [1];
  for (let i = 1; i <= n; i++) {
    const next = new Array<number>(poly.length + 1).fill(0);
    for (let j = 0; j < poly.length; j++) {
      next[j]! ^= poly[j]!;
      next[j + 1]! ^= multiply(poly[j]!, EXP[i]!);
    }
    poly = next;
  }
  return poly;
}

/** The Reed–Solomon check codewords: the remainder of data · xⁿ divided by the generator. */
export function reedSolomon(data: readonly number[], n: number): number[] {
  const g = generator(n);
  const remainder = new Array<number>(n).fill(0);
  for (const d of data) {
    const factor = d ^ remainder[0]!;
    remainder.shift();
    remainder.push(0);
    for (let j = 0; j < n; j++) remainder[j]! ^= multiply(g[j + 1]!, factor);
  }
  return remainder;
}

/**
 * The standard placement: which codeword bit goes to each module of the mapping matrix (the data
 * regions joined, without finder and timing patterns). Each entry is codeword·8 + bit (bit 0 the
 * most significant), or -1 for the fixed corner modules that carry no data, -2 for the light ones.
 */
function placement(rows: number, cols: number): Int32Array {
  const grid = new Int32Array(rows * cols).fill(-3);
  const put = (row: number, col: number, codeword: number, bit: number): void => {
    let r = row;
    let c = col;
    if (r < 0) {
      r += rows;
      c += 4 - ((rows + 4) % 8);
    }
    if (c < 0) {
      c += cols;
      r += 4 - ((cols + 4) % 8);
    }
    grid[r * cols + c] = codeword * 8 + bit;
  };
  // The usual codeword shape, with its last bit at (row, col).
  const utah = (row: number, col: number, cw: number): void => {
    put(row - 2, col - 2, cw, 0);
    put(row - 2, col - 1, cw, 1);
    put(row - 1, col - 2, cw, 2);
    put(row - 1, col - 1, cw, 3);
    put(row - 1, col, cw, 4);
    put(row, col - 2, cw, 5);
    put(row, col - 1, cw, 6);
    put(row, col, cw, 7);
  };
  // The four corner shapes, each as eight (row, col) pairs.
  const corner = (cells: readonly (readonly [number, number])[], cw: number): void =>
    cells.forEach(([r, c], bit) => put(r, c, cw, bit));
  const corner1 = (cw: number): void =>
    corner(
      [
        [rows - 1, 0],
        [rows - 1, 1],
        [rows - 1, 2],
        [0, cols - 2],
        [0, cols - 1],
        [1, cols - 1],
        [2, cols - 1],
        [3, cols - 1],
      ],
      cw,
    );
  const corner2 = (cw: number): void =>
    corner(
      [
        [rows - 3, 0],
        [rows - 2, 0],
        [rows - 1, 0],
        [0, cols - 4],
        [0, cols - 3],
        [0, cols - 2],
        [0, cols - 1],
        [1, cols - 1],
      ],
      cw,
    );
  const corner3 = (cw: number): void =>
    corner(
      [
        [rows - 3, 0],
        [rows - 2, 0],
        [rows - 1, 0],
        [0, cols - 2],
        [0, cols - 1],
        [1, cols - 1],
        [2, cols - 1],
        [3, cols - 1],
      ],
      cw,
    );
  const corner4 = (cw: number): void =>
    corner(
      [
        [rows - 1, 0],
        [rows - 1, cols - 1],
        [0, cols - 3],
        [0, cols - 2],
        [0, cols - 1],
        [1, cols - 3],
        [1, cols - 2],
        [1, cols - 1],
      ],
      cw,
    );
  const free = (r: number, c: number): boolean => grid[r * cols + c] === -3;

  let cw = 0;
  let row = 4;
  let col = 0;
  // The sweeps keep row + col, the steps between them add 8 a pass: at most (rows + cols) / 8 + 2 passes.
  for (let guard = 0; (row < rows || col < cols) && guard <= rows + cols; guard++) {
    if (row === rows && col === 0) corner1(cw++);
    if (row === rows - 2 && col === 0 && cols % 4 !== 0) corner2(cw++);
    if (row === rows - 2 && col === 0 && cols % 8 === 4) corner3(cw++);
    if (row === rows + 4 && col === 2 && cols % 8 === 0) corner4(cw++);
    // Up and to the right.
    do {
      if (row < rows && col >= 0 && free(row, col)) utah(row, col, cw++);
      row -= 2;
      col += 2;
    } while (row >= 0 && col < cols);
    row += 1;
    col += 3;
    // Down and to the left.
    do {
      if (row >= 0 && col < cols && free(row, col)) utah(row, col, cw++);
      row += 2;
      col -= 2;
    } while (row < rows && col >= 0);
    row += 3;
    col += 1;
  }
  // A bottom-right square left over: fixed dark on its diagonal, light elsewhere.
  if (free(rows - 1, cols - 1)) {
    grid[rows * cols - 1] = -1;
    grid[(rows - 1) * cols - 2] = -1;
    grid[rows * cols - 2] = -2;
    grid[(rows - 1) * cols - 1] = -2;
  }
  return grid;
}

/** Encodes `text` in the smallest square ECC 200 symbol that holds it (ASCII encodation). */
export function encodeDataMatrix(text: string): DataMatrixSymbol {
  const data = asciiCodewords(text);
  const spec = SIZES.find((s) => s.dataCodewords >= data.length);
  if (!spec) throw new RangeError(`Data Matrix: the text needs more than ${MAX_DATA_CODEWORDS} codewords`);
  const padded = pad(data, spec.dataCodewords);
  const codewords = padded.concat(reedSolomon(padded, spec.eccCodewords));

  const { size, regions } = spec;
  const regionSize = size / regions - 2;
  const mapSize = regionSize * regions;
  const map = placement(mapSize, mapSize);
  const modules = new Uint8Array(size * size);
  for (let r = 0; r < mapSize; r++) {
    for (let c = 0; c < mapSize; c++) {
      const entry = map[r * mapSize + c]!;
      const dark = entry === -1 || (entry >= 0 && (codewords[entry >> 3]! >> (7 - (entry & 7))) & 1) === 1;
      const row = Math.floor(r / regionSize) * (regionSize + 2) + 1 + (r % regionSize);
      const col = Math.floor(c / regionSize) * (regionSize + 2) + 1 + (c % regionSize);
      modules[row * size + col] = dark ? 1 : 0;
    }
  }
  // Each region's frame: solid left column and bottom row (the finder L), alternating top row and
  // right column (the timing pattern), dark at the top-left and bottom-right corners.
  const pitch = regionSize + 2;
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const r = i % pitch;
      const c = j % pitch;
      if (c === 0 || r === pitch - 1) modules[i * size + j] = 1;
      else if (r === 0) modules[i * size + j] = c % 2 === 0 ? 1 : 0;
      else if (c === pitch - 1) modules[i * size + j] = r % 2 === 1 ? 1 : 0;
    }
  }
  return { size, modules };
}
