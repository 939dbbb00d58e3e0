/**
 * The members of a top-level JSON object as their source text: a number keeps the digits it was
 * written with ("1000.0" stays "1000.0", which JSON.parse would make 1000), a string is its decoded
 * value, true/false/null their words. Nested objects and arrays are left out. eSewa signs the values
 * as it wrote them, so a signature can only be checked against this text.
 *
 * Undefined when the text is not a JSON object or names a member twice (which JSON.parse would let
 * the last one win silently).
 */
export function topLevelSourceTexts(json: string): Map<string, string> | undefined {
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  } catch {
    return undefined;
  }
  // From here the text is known to be valid JSON, so the scan below needs no error handling.
  const members = new Map<string, string>();
  let at = skipSpace(json, json.indexOf('{') + 1);
  while (json[at] === '"') {
    const keyEnd = stringEnd(json, at);
    const key = String(JSON.parse(json.slice(at, keyEnd)));
    const valueStart = skipSpace(json, skipSpace(json, keyEnd) + 1);
    const valueEnd = valueEndAt(json, valueStart);
    if (members.has(key)) return undefined;
    const source = json.slice(valueStart, valueEnd);
    if (source.startsWith('"')) members.set(key, String(JSON.parse(source)));
    else if (!source.startsWith('{') && !source.startsWith('[')) members.set(key, source);
    at = skipSpace(json, valueEnd);
    if (json[at] === ',') at = skipSpace(json, at + 1);
  }
  return members;
}

function skipSpace(text: string, at: number): number {
  while (at < text.length && ' \t\n\r'.includes(text.charAt(at))) at += 1;
  return at;
}

/** The index just past the string token that opens at `at`. */
function stringEnd(text: string, at: number): number {
  let index = at + 1;
  while (text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
  return index + 1;
}

/** The index just past the value that starts at `at` (a string, a nested object or array, or a bare word/number). */
function valueEndAt(text: string, at: number): number {
  const first = text[at];
  if (first === '"') return stringEnd(text, at);
  if (first === '{' || first === '[') {
    let depth = 0;
    let index = at;
    do {
      const char = text[index];
      if (char === '"') {
        index = stringEnd(text, index);
        continue;
      }
      if (char === '{' || char === '[') depth += 1;
      if (char === '}' || char === ']') depth -= 1;
      index += 1;
    } while (depth > 0);
    return index;
  }
  let index = at;
  while (index < text.length && !',}] \t\n\r'.includes(text.charAt(index))) index += 1;
  return index;
}
