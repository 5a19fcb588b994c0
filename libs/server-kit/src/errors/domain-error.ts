import { statusOf, type ErrorCode } from '@hirewise/contracts';

/** A failure with a known meaning; crosses the broker as `{ code, message }`. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  get status(): number {
    return statusOf(this.code);
  }
}
