// Font subset tags: pdfkit names every subset from its font's resource name (F1 → BZZZZZ+), so two
// PDFs always share tags for different subsets, and a shop that imposes several files on one press
// sheet may keep one subset for both and print missing glyphs. Each tag becomes six capitals from a
// hash of the file and the font name: the same file always gets the same tags (builds stay
// byte-identical), different files and fonts get different ones. Same length, so no offset moves.
// Pure (no node:crypto), so the browser can write the same sheets.

const TAGGED = /\/(?:BaseFont|FontName) \/([A-Z]{6})\+([^\s/\]>()<[{}%]+)/g;

/** The PDF with each font subset's tag replaced by one made from the file's content (in place, same length). */
export function tagFontSubsets(pdf: Uint8Array): Uint8Array {
  const text = latin1(pdf);
  const names = new Set([...text.matchAll(TAGGED)].map((m) => `${m[1]}+${m[2]}`));
  if (names.size === 0) return pdf;
  const content = fnv1a(pdf, 0x811c9dc5);
  const out = pdf.slice();
  for (const name of names) {
    let hash = fnv1a(latin1Bytes(name), content);
    let tag = '';
    // 26^6 tags from two rounds of the 32-bit hash: three letters from each.
    for (let i = 0; i < 6; i++) {
      if (i === 3) hash = fnv1a(latin1Bytes(tag), hash);
      tag += String.fromCharCode(65 + (hash % 26));
      hash = Math.floor(hash / 26);
    }
    // Every `/<tag>+<name>`: the six letters after the slash take the new tag.
    const mark = `/${name}`;
    for (let at = text.indexOf(mark); at !== -1; at = text.indexOf(mark, at + mark.length))
      for (let i = 0; i < 6; i++) out[at + 1 + i] = tag.charCodeAt(i);
  }
  return out;
}

// Byte for character, as Latin-1 (TextDecoder's "latin1" is windows-1252, which moves 0x80–0x9F).
function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return text;
}

const latin1Bytes = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** 32-bit FNV-1a of `bytes`, starting from `seed`. */
function fnv1a(bytes: Uint8Array, seed: number): number {
  let h = seed >>> 0;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h;
}
