import type { ServiceName } from '../domain';
import { Events, EventRoutes, Patterns, type EventName } from '../messages';

/**
 * Who may call what (docs/security.md, "Trust between services"). Every message a service
 * receives carries a caller token signed by its sender; the token's issuer must be listed here
 * for the message's pattern, or the message is refused before any pipe or handler runs.
 *
 * Issuers are the gateway and the five services. The default for any request pattern is the
 * gateway alone; rows below add the peer calls that exist. Events are derived: an event may be
 * sent only by the service that produces it (EventProducers), and `events.deliver.v1` (TCP
 * mode) only by a producer of some event.
 */
export type Issuer = 'gateway' | ServiceName;

export const ISSUERS = ['gateway', 'auth', 'jobs', 'applications', 'media', 'ai', 'notifications'] as const satisfies readonly Issuer[];

/** The only service that writes each event to its outbox (checked against the code by a unit test). */
export const EventProducers: Record<EventName, ServiceName> = {
  [Events.userUpdated]: 'auth',
  [Events.userDeleted]: 'auth',
  [Events.interviewVideoDeleted]: 'applications',
  [Events.jobCreated]: 'jobs',
  [Events.jobUpdated]: 'jobs',
  [Events.jobDeleted]: 'jobs',
  [Events.applicationStatusChanged]: 'applications',
  [Events.ratingChanged]: 'applications',
  [Events.interviewCompleted]: 'applications',
};

type PatternValue<T> = T extends string ? T : { [K in keyof T]: PatternValue<T[K]> }[keyof T];
export type PatternName = PatternValue<typeof Patterns>;

/** Peer calls between services, on top of the gateway. One row per pattern a service calls on another. */
const PEER_CALLS: Partial<Record<PatternName, readonly Issuer[]>> = {
  // applications reads jobs and profiles through (projections/read-through.service.ts)
  [Patterns.jobs.get]: ['applications', 'notifications'],
  // notifications names applicants in recruiters' notifications and finds each recipient's email (notifications/recipients.ts)
  [Patterns.auth.getUser]: ['applications', 'jobs', 'notifications'],
  // applications runs the server-side interview (interviews/interview-ai.ts)
  [Patterns.ai.interviewQuestion]: ['applications'],
  [Patterns.ai.evaluateAnswer]: ['applications'],
  // jobs asks before changing a job's limits (jobs/jobs.service.ts)
  [Patterns.applications.setJobLimits]: ['jobs'],
  // media checks file access and stores interview results (files/file-access.service.ts, interview/interview-results.service.ts)
  [Patterns.applications.fileAccess]: ['media'],
  [Patterns.applications.saveInterviewResult]: ['media'],
  // media logs each play and download of an interview recording before serving it (files/recording-access-log.ts)
  [Patterns.applications.recordRecordingAccess]: ['media'],
  // auth checks that a profile names only its owner's files (users/profile-files.ts)
  [Patterns.media.checkOwnership]: ['auth'],
};

/** Patterns the gateway may not send (only peers may). */
const NOT_FROM_GATEWAY: ReadonlySet<string> = new Set<string>([
  Patterns.applications.setJobLimits,
  Patterns.applications.saveInterviewResult,
  Patterns.applications.fileAccess,
  Patterns.applications.recordRecordingAccess,
  Patterns.media.checkOwnership,
]);

const ALL_PATTERNS: readonly string[] = (function collect(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return Object.values(node as Record<string, unknown>).flatMap(collect);
})(Patterns);

function buildPolicy(): Record<string, readonly Issuer[]> {
  const table: Record<string, readonly Issuer[]> = {};
  for (const pattern of ALL_PATTERNS) {
    const peers = PEER_CALLS[pattern as PatternName] ?? [];
    table[pattern] = NOT_FROM_GATEWAY.has(pattern) ? [...peers] : ['gateway', ...peers];
  }
  // TCP-mode event delivery: any service that produces an event (the event itself is checked by eventSenderAllowed).
  table[Patterns.events.deliver] = [...new Set(Object.values(EventProducers))];
  return table;
}

/** pattern -> issuers allowed to send it. Patterns not listed are refused for every issuer. */
export const CallPolicy: Readonly<Record<string, readonly Issuer[]>> = buildPolicy();

export function mayCall(issuer: string, pattern: string, policy: Readonly<Record<string, readonly string[]>> = CallPolicy): boolean {
  return (policy[pattern] ?? []).includes(issuer);
}

/** May `issuer` send `event` to `consumer`? Only the producer of the event, and only to a service the event is routed to. */
export function eventSenderAllowed(
  issuer: string,
  event: string,
  consumer?: string,
  producers: Readonly<Record<string, string>> = EventProducers,
  routes: Readonly<Record<string, readonly string[]>> = EventRoutes,
): boolean {
  const producer = producers[event];
  if (producer === undefined || producer !== issuer) return false;
  if (consumer === undefined) return true;
  return (routes[event] ?? []).includes(consumer);
}
