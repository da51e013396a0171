// Counts a PDF's pages without a PDF library: the page objects (`/Type /Page`) when the objects are
// written in plain text (as pdfkit writes them), else the largest page-tree `/Count`.

/** The number of pages of a PDF, or null when the file does not look like one. */
export function countPdfPages(bytes: Uint8Array): number | null {
  // latin1 keeps every byte as one character, so binary streams cannot break the search.
  const text = new TextDecoder('latin1').decode(bytes);
  if (!text.startsWith('%PDF-')) return null;
  const pages = text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
  if (pages > 0) return pages;
  const counts = [
    ...text.matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages\b/g),
  ].map((m) => Number(m[1] ?? m[2]));
  return counts.length > 0 ? Math.max(...counts) : null;
}
