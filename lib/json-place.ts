// Where a problem in a JSON file is, as a person editing it looks for it: the line and column of the
// value a path like `icons[5].colour` names, and the path with each list item's id beside its index
// (`icons[5] (note).colour`), so a designer finds the place without counting items.

/** A path as the schema reports it: `icons[5].colour`, `options.handSize`, `` for the whole file. */
export type PathStep = string | number;

/** Splits `icons[5].colour` into ['icons', 5, 'colour']; null for a path it cannot read. */
export function parsePath(path: string): PathStep[] | null {
  const steps: PathStep[] = [];
  const pattern = /([^.[\]]+)|\[(\d+)\]/g;
  let at = 0;
  for (let m = pattern.exec(path); m !== null; m = pattern.exec(path)) {
    const gap = path.slice(at, m.index);
    if (gap !== '' && gap !== '.') return null;
    steps.push(m[2] !== undefined ? Number(m[2]) : m[1]!);
    at = pattern.lastIndex;
  }
  return at === path.length ? steps : null;
}

/** The path again, each list item followed by its `id` (or `name`) when it has one. */
export function namePath(value: unknown, steps: readonly PathStep[]): string {
  let text = '';
  let here: unknown = value;
  for (const step of steps) {
    if (typeof step === 'number') {
      text += `[${step}]`;
      here = Array.isArray(here) ? here[step] : undefined;
      const item = here as { id?: unknown; name?: unknown } | undefined;
      const label = typeof item?.id === 'string' ? item.id : typeof item?.name === 'string' ? item.name : null;
      // Labels are short ids in practice; a long or odd one is cut rather than printed whole.
      if (label !== null && label !== '') text += ` (${label.length > 40 ? `${label.slice(0, 40)}…` : label})`;
    } else {
      text += text === '' ? step : `.${step}`;
      here = here !== null && typeof here === 'object' ? (here as Record<string, unknown>)[step] : undefined;
    }
  }
  return text;
}

export interface TextPlace {
  /** 1-based, as editors count. */
  line: number;
  column: number;
}

interface Frame {
  object: boolean;
  /** In an object: the key of the value being read, and whether a key comes next. */
  key: string | null;
  expectKey: boolean;
  /** In a list: the index of the item being read. */
  index: number;
}

const stepOf = (frame: Frame): PathStep | null => (frame.object ? frame.key : frame.index);

/** Line and column (1-based) of an offset. */
function placeOf(text: string, offset: number): TextPlace {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/**
 * The place of the value at `steps` in JSON `text`; for a path that is not there (a missing key),
 * the deepest value on the way to it (the object that lacks the key). Null when nothing of the
 * path is found, or the text breaks off inside a string. One pass, no recursion: linear in the text.
 */
export function locateJsonPath(text: string, steps: readonly PathStep[]): TextPlace | null {
  const frames: Frame[] = [];
  let fallback = -1;
  let fallbackDepth = -1;
  /** A value starts at `start`: true when it is the one sought; remembers the deepest ancestor. */
  const isSought = (start: number): boolean => {
    const depth = frames.length;
    if (depth > steps.length) return false;
    for (let d = 0; d < depth; d++) if (stepOf(frames[d]!) !== steps[d]) return false;
    if (depth === steps.length) return true;
    if (depth > fallbackDepth) [fallback, fallbackDepth] = [start, depth];
    return false;
  };
  let i = 0;
  /** Reads the string starting at i; its text (escapes kept as the escaped character), or null if unterminated. */
  const readString = (): string | null => {
    let out = '';
    for (i++; i < text.length && text[i] !== '"'; i++) {
      if (text[i] === '\\') i++;
      out += text[i] ?? '';
    }
    if (i >= text.length) return null;
    i++;
    return out;
  };
  while (i < text.length) {
    const c = text[i]!;
    const top = frames[frames.length - 1];
    if (c === ' ' || c === '\n' || c === '\r' || c === '\t' || c === ':') i++;
    else if (c === ',') {
      if (top?.object) top.expectKey = true;
      else if (top) top.index++;
      i++;
    } else if (c === '}' || c === ']') {
      frames.pop();
      i++;
    } else if (c === '"' && top?.object && top.expectKey) {
      const key = readString();
      if (key === null) return null;
      top.key = key;
      top.expectKey = false;
    } else if (isSought(i)) return placeOf(text, i);
    else if (c === '{' || c === '[') {
      frames.push({ object: c === '{', key: null, expectKey: c === '{', index: 0 });
      i++;
    } else if (c === '"') {
      if (readString() === null) return null;
    } else while (i < text.length && !' \n\r\t,:]}'.includes(text[i]!)) i++;
  }
  return fallback >= 0 ? placeOf(text, fallback) : null;
}

/**
 * Where JSON `text` first breaks the grammar, for a parser message that gives no place ("Unexpected
 * token … is not valid JSON"): the offset of the first character that cannot be read, or null if
 * the text is JSON. One pass with an explicit stack: any depth, linear time.
 */
export function findJsonSyntaxError(text: string): TextPlace | null {
  let i = 0;
  // What may come next in each open container: 'value' (or the closer), 'key', ':' , ',' (or the closer).
  const stack: { closer: '}' | ']'; next: 'first' | 'key' | 'colon' | 'value' | 'comma' }[] = [];
  const space = () => {
    while (i < text.length && ' \n\r\t'.includes(text[i]!)) i++;
  };
  const fail = () => placeOf(text, Math.min(i, text.length));
  const readString = (): boolean => {
    for (i++; i < text.length; i++) {
      const c = text[i]!;
      if (c === '"') {
        i++;
        return true;
      }
      if (c < ' ') return false;
      if (c === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) return false;
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? '')) return false;
      }
    }
    return false;
  };
  const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/;
  /** After a value: the container expects a comma or its closer; at the top, the end. */
  const valueDone = () => {
    const top = stack[stack.length - 1];
    if (top) top.next = 'comma';
  };
  space();
  if (i >= text.length) return fail();
  let done = false;
  while (i < text.length) {
    const top = stack[stack.length - 1];
    const c = text[i]!;
    if (done) return fail();
    if (top && (top.next === 'comma' || top.next === 'first') && c === top.closer) {
      stack.pop();
      i++;
      valueDone();
      if (stack.length === 0) done = true;
    } else if (top?.next === 'comma') {
      if (c !== ',') return fail();
      top.next = top.closer === '}' ? 'key' : 'value';
      i++;
    } else if (top?.next === 'colon') {
      if (c !== ':') return fail();
      top.next = 'value';
      i++;
    } else if (top && (top.next === 'key' || (top.next === 'first' && top.closer === '}'))) {
      if (c !== '"' || !readString()) return fail();
      top.next = 'colon';
    } else if (c === '{' || c === '[') {
      stack.push({ closer: c === '{' ? '}' : ']', next: 'first' });
      i++;
    } else if (c === '"') {
      if (!readString()) return fail();
      valueDone();
      if (stack.length === 0) done = true;
    } else {
      const m = literal.exec(text.slice(i, i + 400));
      if (!m) return fail();
      i += m[0].length;
      valueDone();
      if (stack.length === 0) done = true;
    }
    space();
  }
  return done ? null : fail();
}

/** A problem as the schema reports it: a path like `icons[5].colour` and a sentence. */
export interface PathProblem {
  path: string;
  message: string;
}

/**
 * Problems of a JSON file as a person editing it reads them: list items named by their id beside
 * their index (`icons[5] (note).colour`) and the line and column of the value at fault.
 */
export function placeProblems<P extends PathProblem>(text: string, value: unknown, problems: readonly P[]): P[] {
  return problems.map((problem) => {
    const steps = parsePath(problem.path);
    if (steps === null || steps.length === 0) return problem;
    const at = locateJsonPath(text, steps);
    return {
      ...problem,
      path: namePath(value, steps),
      message: at ? `${problem.message} (line ${at.line}, column ${at.column})` : problem.message,
    };
  });
}
