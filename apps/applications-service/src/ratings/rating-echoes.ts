import { Injectable } from '@nestjs/common';

const CAPACITY = 10_000;

/**
 * The applicant ratings this process has published. rating.changed is routed back to this
 * service too, and in embedded mode its outbox hands the event over while holding a PGlite
 * transaction: a handler that touched the database would wait on that transaction until the
 * delivery timed out. The copy was already set in the rating's own transaction, so an echo is
 * recognised here and answered without a query.
 */
@Injectable()
export class RatingEchoes {
  private readonly keys = new Set<string>();

  remember(targetId: string, version: number): void {
    this.keys.add(`${targetId}@${version}`);
    if (this.keys.size > CAPACITY) this.keys.delete(this.keys.values().next().value as string);
  }

  /** True for an echo; otherwise remembers it, so a redelivery after a timed-out attempt is one too. */
  seen(targetId: string, version: number): boolean {
    if (this.keys.has(`${targetId}@${version}`)) return true;
    this.remember(targetId, version);
    return false;
  }
}
