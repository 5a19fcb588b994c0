import { DomainError } from '../errors/domain-error';
import { metrics } from './metrics';
import { currentRequest, type RequestContext } from './request-context';

/**
 * Deadlines: a request's caller stops waiting after its time-out (the gateway answers 503), so work
 * started for it afterwards is wasted, and under overload that waste is what collapses throughput: a
 * service busy with requests nobody waits for any more lets the live ones time out too
 * (docs/performance.md). Each request message carries its caller's wait (rpc-meta `budgetMs`); the
 * receiving service turns it into a deadline on its own clock when the message arrives (no clock is
 * compared across hosts; over RabbitMQ, time waiting in the queue is the broker's expiration's to
 * cut) and keeps it in the request context.
 *
 * A request whose work has not begun when its deadline passes is not carried out: its first
 * database statement (the embedded engine runs one at a time, so requests queue there:
 * database.ts) or its first call to another service fails with DeadlinePassedError instead. Once
 * its work has begun, a request runs to the end as before: stopping it between two writes would
 * leave half of them done. A call made before that waits no longer than the request's caller.
 */
export const DEADLINE_PASSED_MESSAGE = 'The request was not carried out: its caller had stopped waiting for the answer.';

/** Work not begun because its caller's deadline had passed; the caller has already answered 503. */
export class DeadlinePassedError extends DomainError {
  constructor(readonly where: string) {
    super('SERVICE_UNAVAILABLE', DEADLINE_PASSED_MESSAGE);
    this.name = 'DeadlinePassedError';
  }
}

/**
 * Marks the request's work as begun. Before that: throws DeadlinePassedError (counted by `where`)
 * when the deadline has passed, else returns the ms left. Undefined when the request has no
 * deadline or its work had begun already.
 */
export function beginWork(where: string, request: RequestContext | undefined = currentRequest(), now = Date.now()): number | undefined {
  if (!request || request.deadline === undefined || request.begun) return undefined;
  if (now > request.deadline) {
    metrics().deadlineSkipped.inc({ where });
    throw new DeadlinePassedError(where);
  }
  request.begun = true;
  return request.deadline - now;
}
