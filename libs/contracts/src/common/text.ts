/** Words are split on white space; blanks are ignored (spec section 5). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => w !== '').length;
}

export function exceedsWordLimit(text: string, limit: number): boolean {
  return countWords(text) > limit;
}

/** PostgreSQL text and jsonb cannot hold U+0000: such text is refused with 400, never stored. */
export const nulCharacterMessage = (field: string) => `${field} must not contain the NUL character`;

/**
 * The dotted path of the first string in `value` (a parsed request: objects, arrays, strings)
 * holding U+0000, `'text'` for a bare string, or undefined when there is none.
 */
export function nulFieldOf(value: unknown, path: readonly (string | number)[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'text' : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulFieldOf(value[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      const found = nulFieldOf(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** A surrogate pair, or a surrogate on its own (no lookbehind: the web app shares this module). */
const SURROGATES = /[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g;

/**
 * A copy of a parsed request (objects, arrays, strings; anything else kept as is) whose strings
 * are well-formed: a lone UTF-16 surrogate (half of a split emoji) becomes U+FFFD. UTF-8 cannot
 * encode it: PostgreSQL text columns store U+FFFD anyway, and jsonb refuses the `\ud800` escape.
 */
export function wellFormedText<T>(value: T): T {
  if (typeof value === 'string') return value.replace(SURROGATES, (found) => (found.length === 2 ? found : '\ufffd')) as T;
  if (Array.isArray(value)) return value.map((item) => wellFormedText(item)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, wellFormedText(item)])) as T;
  }
  return value;
}
