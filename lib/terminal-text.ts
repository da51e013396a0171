// Text from input files (names, ids, paths) made safe to print on a terminal: control characters
// (escape sequences that recolour or move the cursor) and the bidirectional controls (that reverse
// what follows) are shown as \u{…} escapes instead of acting.

/** C0 and C1 controls but tab and newline, DEL, and the bidirectional marks, embeddings, overrides and isolates. */
export const UNSAFE_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `text` with every unsafe character written as a visible escape such as \u{1b}. */
export function cleanForTerminal(text: string): string {
  return text.replace(UNSAFE_CHARACTERS, (c) => `\\u{${c.charCodeAt(0).toString(16)}}`);
}
