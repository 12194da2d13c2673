/**
 * JSON.parse keeps the last of two equal keys, so `{"privacy":false,"privacy":true}` would
 * read as ticked. The contact endpoint refuses such bodies, as it refuses repeated form keys.
 */

/** True when some object in `json` (already known to be valid JSON) has a key twice. */
export function hasDuplicateKeys(json: string): boolean {
  // One Set of keys per open object, null per open array.
  const open: Array<Set<string> | null> = [];
  let i = 0;
  while (i < json.length) {
    const char = json.charCodeAt(i);
    if (char === 0x22 /* " */) {
      let end = i + 1;
      while (json.charCodeAt(end) !== 0x22) end += json.charCodeAt(end) === 0x5c /* \ */ ? 2 : 1;
      const keys = open.at(-1);
      if (keys) {
        let next = end + 1;
        while (isJsonSpace(json.charCodeAt(next))) next += 1;
        if (json.charCodeAt(next) === 0x3a /* : */) {
          // Compare decoded keys: "a" and "\u0061" are the same key.
          const key: unknown = JSON.parse(json.slice(i, end + 1));
          if (typeof key === 'string') {
            if (keys.has(key)) return true;
            keys.add(key);
          }
        }
      }
      i = end + 1;
      continue;
    }
    if (char === 0x7b /* { */) open.push(new Set());
    else if (char === 0x5b /* [ */) open.push(null);
    else if (char === 0x7d /* } */ || char === 0x5d /* ] */) open.pop();
    i += 1;
  }
  return false;
}

function isJsonSpace(char: number): boolean {
  return char === 0x20 || char === 0x09 || char === 0x0a || char === 0x0d;
}
