/** Words are split on white space; blanks are ignored (spec section 5). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => w !== '').length;
}

export function exceedsWordLimit(text: string, limit: number): boolean {
  return countWords(text) > limit;
}
