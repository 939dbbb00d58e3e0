/** A JSON list column as strings; anything else reads as empty rather than failing a whole page. */
export function parseJsonList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

const isChoice = <T extends string>(choices: readonly T[], value: string): value is T =>
  (choices as readonly string[]).includes(value);

/** Only the values the list allows, so a stale stored value never reaches a typed response. */
export function parseChoiceList<T extends string>(text: string | null | undefined, choices: readonly T[]): T[] {
  return parseJsonList(text).filter((item) => isChoice(choices, item));
}

export function parseChoice<T extends string>(value: string | null | undefined, choices: readonly T[]): T | null {
  return value && isChoice(choices, value) ? value : null;
}
