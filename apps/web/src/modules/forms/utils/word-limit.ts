import { countWords } from '@hirewise/contracts/common';
import { WORD_LIMIT } from '@hirewise/contracts/constants';

/**
 * Spec section 5: input that would take the text past the limit is refused, so the caller keeps
 * the previous value. Words are split on white space and blanks are ignored (countWords).
 */
export function acceptsText(next: string, limit: number = WORD_LIMIT): boolean {
  return countWords(next) <= limit;
}
