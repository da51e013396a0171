// Font subset tags: pdfkit names every subset from its font's resource name (F1 → BZZZZZ+), so two
// PDFs always share tags for different subsets, and a shop that imposes several files on one press
// sheet may keep one subset for both and print missing glyphs. Each tag becomes six capitals from a
// hash of the file and the font name: the same file always gets the same tags (builds stay
// byte-identical), different files and fonts get different ones. Same length, so no offset moves.
// Pure (no node:crypto), so the browser can write the same sheets.

const TAGGED = /\/(?:BaseFont|FontName) \/([A-Z]{6})\+([^\s/\]>()<[{}%]+)/g;

/** The PDF with each font subset's tag replaced by one made from the file's content. */
export function tagFontSubsets(pdf: Buffer): Buffer {
  const text = pdf.toString('latin1');
  const names = new Set([...text.matchAll(TAGGED)].map((m) => `${m[1]}+${m[2]}`));
  if (names.size === 0) return pdf;
  const content = fnv1a(pdf, 0x811c9dc5);
  let out = text;
  for (const name of names) {
    let hash = fnv1a(Buffer.from(name, 'latin1'), content);
    let tag = '';
    // 26^6 tags from two rounds of the 32-bit hash: three letters from each.
    for (let i = 0; i < 6; i++) {
      if (i === 3) hash = fnv1a(Buffer.from(tag, 'latin1'), hash);
      tag += String.fromCharCode(65 + (hash % 26));
      hash = Math.floor(hash / 26);
    }
    out = out.replaceAll(`/${name}`, `/${tag}${name.slice(6)}`);
  }
  return Buffer.from(out, 'latin1');
}

/** 32-bit FNV-1a of `bytes`, starting from `seed`. */
function fnv1a(bytes: Uint8Array, seed: number): number {
  let h = seed >>> 0;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h;
}
