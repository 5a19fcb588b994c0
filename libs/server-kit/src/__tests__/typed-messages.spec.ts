import {
  EventRoutes,
  Events,
  EventSchemas,
  Patterns,
  Requests,
  type ApplicationStatusChangedEvent,
  type Job,
  type JobSnapshot,
  type MessageResponse,
  type RequestPattern,
} from '@hirewise/contracts';
import type { EventRegistry } from '../events/event-registry';
import type { Outbox, OutboxWriter } from '../events/outbox';
import type { ServiceClient } from '../transport/service-client';

/**
 * `send`, `on` and `add` are typed by the contracts' tables. The function below is never called:
 * `nx run server-kit:typecheck` compiles it, and every `@ts-expect-error` line fails that check if
 * its line ever compiles (a wrong payload or an unknown pattern accepted).
 */
export function typedByTheRegistry(client: ServiceClient, registry: EventRegistry, outbox: Outbox, tx: OutboxWriter): void {
  // The pattern picks the payload and the result.
  const job: Promise<Job> = client.send(Patterns.jobs.get, { jobId: 'j1' });
  const deleted: Promise<MessageResponse> = client.send(Patterns.jobs.delete, { caller: { userId: 'u', type: 'recruiter' }, jobId: 'j1' });
  // @ts-expect-error a payload missing a required field
  void client.send(Patterns.jobs.get, {});
  // @ts-expect-error a field of the wrong type
  void client.send(Patterns.jobs.get, { jobId: 42 });
  // @ts-expect-error another pattern's payload
  void client.send(Patterns.applications.apply, { jobId: 'j1' });
  // @ts-expect-error a pattern that is not in the registry
  void client.send('jobs.get.v2', { jobId: 'j1' });
  // @ts-expect-error the result is the pattern's reply, not any type the caller names
  const wrongResult: Promise<{ nothing: true }> = client.send(Patterns.jobs.get, { jobId: 'j1' });
  // @ts-expect-error a zod-described request with a field of the wrong type
  void client.send(Patterns.auth.login, { email: 1, password: 'x' });

  // The event picks the handler's (parsed) payload.
  registry.on(Events.jobCreated, ({ payload }) => {
    const snapshot: JobSnapshot = payload;
    void snapshot;
  });
  registry.on(Events.applicationStatusChanged, ({ payload }) => {
    const changed: ApplicationStatusChangedEvent = payload;
    // @ts-expect-error no such field on this event's payload
    void payload.salary;
    void changed;
  });
  // @ts-expect-error an event that is not in the registry
  registry.on('job.created.v0', () => undefined);
  // @ts-expect-error a handler that expects another event's payload
  registry.on(Events.jobDeleted, ({ payload }: { payload: JobSnapshot }) => void payload);

  // The outbox takes only the event's payload.
  void outbox.add(tx, Events.jobDeleted, { jobId: 'j1', version: 2 });
  // @ts-expect-error a payload missing a required field
  void outbox.add(tx, Events.jobDeleted, { jobId: 'j1' });
  // @ts-expect-error another event's payload
  void outbox.add(tx, Events.ratingChanged, { jobId: 'j1', version: 2 });
  // @ts-expect-error an event that is not in the registry
  void outbox.add(tx, 'job.archived.v1', { jobId: 'j1', version: 2 });
  // @ts-expect-error a status that does not exist
  void outbox.add(tx, Events.applicationStatusChanged, { applicationId: 'a', jobId: 'j', applicantId: 'p', from: null, to: 'hired', acceptedCount: 0, activeCount: 0, jobSequence: 1 });

  void job;
  void deleted;
  void wrongResult;
}

const leaves = (table: object): string[] => Object.values(table).flatMap((v: unknown) => (typeof v === 'string' ? [v] : leaves(v as object)));

describe('the message registry', () => {
  it('has one entry per request pattern, and nothing else', () => {
    expect(Object.keys(Requests).sort()).toEqual(leaves(Patterns).sort());
    for (const pattern of Object.keys(Requests) as RequestPattern[]) {
      expect(Requests[pattern]).toEqual({ request: expect.anything(), response: expect.anything() });
    }
  });

  it('has one payload schema per routed event, which refuses a malformed payload', () => {
    expect(Object.keys(EventSchemas).sort()).toEqual(Object.values(Events).sort());
    expect(Object.keys(EventSchemas).sort()).toEqual(Object.keys(EventRoutes).sort());
    expect(EventSchemas[Events.jobDeleted].safeParse({ jobId: 'j1', version: 3 }).success).toBe(true);
    expect(EventSchemas[Events.jobDeleted].safeParse({ jobId: 'j1' }).success).toBe(false);
    expect(EventSchemas[Events.jobDeleted].safeParse({ jobId: 'j1', version: '3' }).success).toBe(false);
  });
});
