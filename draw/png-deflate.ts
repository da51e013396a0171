// The deflate of a card PNG's image data, the same bytes in Node and in a browser: pure code, so
// `jibe build` and the Studio write byte-identical PNGs. Made for Sub-filtered rows of flat card
// art: the only matches it looks for are a repeat of the byte before (runs of a flat colour, which
// the filter makes zeros), of the pixel before (an even gradient), of the row above (what continues
// straight down) and of the last place the next three bytes were seen (a pattern), coded with
// deflate's fixed Huffman codes: a file a little larger than zlib's at level 3, in a fraction of a
// general deflate's work in JavaScript.

/** The longest match deflate can code. */
const MAX_MATCH = 258;
/** The shortest match worth coding: fewer bytes cost as many bits as literals. */
const MIN_MATCH = 3;

// RFC 1951 §3.2.5: lengths 3…258 as codes 257…285 with extra bits, distances as codes 0…29.
const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
  8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
/** The farthest back deflate may look. */
const WINDOW = 32768;

/** `bits` of `code` in reverse order: Huffman codes are written from their first bit, into an LSB-first stream. */
function reverse(code: number, bits: number): number {
  let out = 0;
  for (let i = 0; i < bits; i++) out |= ((code >> i) & 1) << (bits - 1 - i);
  return out;
}

/** The fixed Huffman code of a literal/length symbol (RFC 1951 §3.2.6), reversed, and its bit count. */
function fixedCode(symbol: number): [number, number] {
  if (symbol < 144) return [reverse(0x30 + symbol, 8), 8];
  if (symbol < 256) return [reverse(0x190 + symbol - 144, 9), 9];
  if (symbol < 280) return [reverse(symbol - 256, 7), 7];
  return [reverse(0xc0 + symbol - 280, 8), 8];
}

const LITERAL_CODE = new Uint16Array(256);
const LITERAL_BITS = new Uint8Array(256);
for (let b = 0; b < 256; b++) [LITERAL_CODE[b]!, LITERAL_BITS[b]!] = fixedCode(b);

// Each length's code and extra bits as one value to write, and its bit count.
const LENGTH_CODE = new Uint32Array(MAX_MATCH + 1);
const LENGTH_BITS = new Uint8Array(MAX_MATCH + 1);
for (let s = 0; s < LENGTH_BASE.length; s++) {
  const end = s + 1 < LENGTH_BASE.length ? LENGTH_BASE[s + 1]! : MAX_MATCH + 1;
  const [code, bits] = fixedCode(257 + s);
  for (let length = LENGTH_BASE[s]!; length < end; length++) {
    LENGTH_CODE[length] = code | ((length - LENGTH_BASE[s]!) << bits);
    LENGTH_BITS[length] = bits + LENGTH_EXTRA[s]!;
  }
}

// Each distance's fixed code (5 bits) and extra bits as one value to write, and its bit count.
const DISTANCE_CODE = new Uint32Array(WINDOW + 1);
const DISTANCE_BITS = new Uint8Array(WINDOW + 1);
for (let s = 0; s < DISTANCE_BASE.length; s++) {
  const end = s + 1 < DISTANCE_BASE.length ? DISTANCE_BASE[s + 1]! : WINDOW + 1;
  for (let distance = DISTANCE_BASE[s]!; distance < end; distance++) {
    DISTANCE_CODE[distance] = reverse(s, 5) | ((distance - DISTANCE_BASE[s]!) << 5);
    DISTANCE_BITS[distance] = 5 + DISTANCE_EXTRA[s]!;
  }
}

/** Bits of the hash of three bytes that finds where they were last seen. */
const HASH_BITS = 15;

/** zlib's Adler-32 checksum of `bytes`. */
function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  // 5552 bytes is the most that can be summed before b may pass 2^32 (zlib's NMAX).
  for (let start = 0; start < bytes.length; start += 5552) {
    const end = Math.min(start + 5552, bytes.length);
    for (let i = start; i < end; i++) {
      a += bytes[i]!;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** How many bytes from `i` on repeat those `distance` before, up to `limit`. */
function matchLength(data: Uint8Array, i: number, distance: number, limit: number): number {
  let n = 0;
  while (n < limit && data[i + n] === data[i + n - distance]) n++;
  return n;
}

/**
 * A zlib stream of PNG image data whose rows are `stride` bytes long with `pixel` bytes a pixel:
 * one fixed-Huffman block whose matches repeat the byte, the pixel or the row before, or the last
 * place the same three bytes were seen.
 */
export function deflatePngRows(data: Uint8Array, stride: number, pixel: number): Uint8Array {
  const n = data.length;
  // A literal takes at most 9 bits and a match fewer per byte: 9/8 of the data bounds the block.
  const out = new Uint8Array(Math.ceil((n * 9) / 8) + 16);
  // zlib's header: deflate with a 32 KB window, "fastest" (RFC 1950 §2.2).
  out[0] = 0x78;
  out[1] = 0x01;
  let at = 2;
  // Bits not yet written, lowest first, and how many; kept in locals (not a closure's) so that
  // they stay in registers: the loop below runs once for every literal or match.
  let buffer = 0b011; // the final block, fixed Huffman codes
  let filled = 3;
  // The fixed distances to try, each once and within the window.
  const d1 = 1;
  const d2 = pixel > 1 && pixel <= WINDOW ? pixel : 0;
  const d3 = stride > 1 && stride !== pixel && stride <= WINDOW ? stride : 0;
  // Where each hash of three bytes was last seen, plus one (0: not yet).
  const seen = new Int32Array(1 << HASH_BITS);
  let i = 0;
  while (i < n) {
    const limit = Math.min(n - i, MAX_MATCH);
    const here = data[i]!;
    let best = 0;
    let distance = 0;
    if (i >= d1 && data[i - d1] === here) {
      best = matchLength(data, i, d1, limit);
      distance = d1;
    }
    if (d2 > 0 && best < limit && i >= d2 && data[i - d2] === here) {
      const length = matchLength(data, i, d2, limit);
      if (length > best) {
        best = length;
        distance = d2;
      }
    }
    if (d3 > 0 && best < limit && i >= d3 && data[i - d3] === here) {
      const length = matchLength(data, i, d3, limit);
      if (length > best) {
        best = length;
        distance = d3;
      }
    }
    if (best < limit && limit >= MIN_MATCH) {
      const hash = ((here << 10) ^ (data[i + 1]! << 5) ^ data[i + 2]!) & ((1 << HASH_BITS) - 1);
      const d = i + 1 - seen[hash]!;
      seen[hash] = i + 1;
      if (d <= WINDOW && d <= i && data[i - d] === here) {
        const length = matchLength(data, i, d, limit);
        if (length > best) {
          best = length;
          distance = d;
        }
      }
    }
    if (best >= MIN_MATCH) {
      buffer |= LENGTH_CODE[best]! << filled;
      filled += LENGTH_BITS[best]!;
      while (filled >= 8) {
        out[at++] = buffer & 0xff;
        buffer >>>= 8;
        filled -= 8;
      }
      buffer |= DISTANCE_CODE[distance]! << filled;
      filled += DISTANCE_BITS[distance]!;
      i += best;
    } else {
      buffer |= LITERAL_CODE[here]! << filled;
      filled += LITERAL_BITS[here]!;
      i++;
    }
    while (filled >= 8) {
      out[at++] = buffer & 0xff;
      buffer >>>= 8;
      filled -= 8;
    }
  }
  // The end of the block (symbol 256: seven zero bits), then the last byte padded with zeros.
  filled += 7;
  while (filled > 0) {
    out[at++] = buffer & 0xff;
    buffer >>>= 8;
    filled -= 8;
  }
  const sum = adler32(data);
  out[at++] = sum >>> 24;
  out[at++] = (sum >>> 16) & 0xff;
  out[at++] = (sum >>> 8) & 0xff;
  out[at++] = sum & 0xff;
  return out.slice(0, at);
}
