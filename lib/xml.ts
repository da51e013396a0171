// The one escaping helper: everything written into SVG (and the HTML built from it) passes here.

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for XML content and for double- or single-quoted attributes. */
export function escapeXml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch]!);
}
