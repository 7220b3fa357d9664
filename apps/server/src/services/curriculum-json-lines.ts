/**
 * Where each value of a JSON text starts, by path ('units[4].activities[2].steps' → line 212), so a
 * bad curriculum file is reported at the line a person edits. Only run on text JSON.parse accepted.
 */
export function jsonValueLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let i = 0;
  let line = 1;
  const skipSpace = () => {
    for (;;) {
      const c = text[i];
      if (c === '\n') line++;
      else if (c !== ' ' && c !== '\t' && c !== '\r') return;
      i++;
    }
  };
  const readString = (): string => {
    const start = i;
    i++; // opening quote
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (path: string) => {
    skipSpace();
    lines.set(path, line);
    const c = text[i];
    if (c === '{') {
      i++;
      skipSpace();
      if (text[i] === '}') return void i++;
      for (;;) {
        skipSpace();
        const keyLine = line;
        const key = readString();
        const child = path ? `${path}.${key}` : key;
        skipSpace();
        i++; // colon
        value(child);
        // A key's own line is the better place for its value's problems when they differ.
        lines.set(child, keyLine);
        skipSpace();
        if (text[i++] === '}') return;
      }
    }
    if (c === '[') {
      i++;
      skipSpace();
      if (text[i] === ']') return void i++;
      for (let index = 0; ; index++) {
        value(`${path}[${index}]`);
        skipSpace();
        if (text[i++] === ']') return;
      }
    }
    if (c === '"') return void readString();
    while (i < text.length && !/[\s,\]}]/.test(text[i] as string)) i++;
  };
  value('');
  return lines;
}

/** 'units', 4, 'activities', 2, 'steps' → 'units[4].activities[2].steps'. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`)).join('');
}

/** The line of the deepest part of `path` found in the text (a missing field: its object's line). */
export function lineOf(lines: Map<string, number>, path: readonly PropertyKey[]): number {
  for (let n = path.length; n >= 0; n--) {
    const found = lines.get(formatPath(path.slice(0, n)));
    if (found !== undefined) return found;
  }
  return 1;
}

/** The line of a character offset (JSON.parse reports positions). */
export function lineAtOffset(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * Where a text stops being JSON (Node 20's JSON.parse messages do not always say): a strict
 * scan that answers the offset of the first character that cannot continue the document.
 */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const fail = (): never => {
    throw i;
  };
  const space = () => {
    while (i < text.length && ' \t\r\n'.includes(text[i] as string)) i++;
  };
  const string = () => {
    if (text[i] !== '"') fail();
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text.charCodeAt(i) < 0x20) fail();
      i += text[i] === '\\' ? 2 : 1;
    }
    if (i >= text.length) fail();
    i++;
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{') {
      i++;
      space();
      if (text[i] === '}') return void i++;
      for (;;) {
        space();
        string();
        space();
        if (text[i] !== ':') fail();
        i++;
        value();
        space();
        if (text[i] === '}') return void i++;
        if (text[i] !== ',') fail();
        i++;
      }
    }
    if (c === '[') {
      i++;
      space();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        space();
        if (text[i] === ']') return void i++;
        if (text[i] !== ',') fail();
        i++;
      }
    }
    if (c === '"') return string();
    const literal = /^(-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 400));
    if (!literal) fail();
    i += (literal as RegExpExecArray)[0].length;
  };
  try {
    value();
    space();
    return i < text.length ? i : text.length;
  } catch (offset) {
    return offset as number;
  }
}
