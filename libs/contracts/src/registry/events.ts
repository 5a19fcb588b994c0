import type { z } from 'zod';
import { Events, type EventName } from '../messages';
import {
  applicationStatusChangedEventSchema,
  interviewCompletedEventSchema,
  interviewVideoDeletedEventSchema,
  jobDeletedEventSchema,
  jobSnapshotSchema,
  ratingChangedEventSchema,
  userDeletedEventSchema,
  userUpdatedEventSchema,
} from '../events';

/**
 * The one table of events: each event's payload schema. `EventRegistry.on` and `Outbox.add` are
 * typed by it, and consumers parse every payload with it before a handler runs (a payload that
 * fails is dead-lettered). An event missing here does not compile.
 */
export const EventSchemas = {
  [Events.userUpdated]: userUpdatedEventSchema,
  [Events.userDeleted]: userDeletedEventSchema,
  [Events.interviewVideoDeleted]: interviewVideoDeletedEventSchema,
  [Events.jobCreated]: jobSnapshotSchema,
  [Events.jobUpdated]: jobSnapshotSchema,
  [Events.jobDeleted]: jobDeletedEventSchema,
  [Events.applicationStatusChanged]: applicationStatusChangedEventSchema,
  [Events.ratingChanged]: ratingChangedEventSchema,
  [Events.interviewCompleted]: interviewCompletedEventSchema,
} as const satisfies { [E in EventName]: z.ZodType };

export type EventSchemaTable = typeof EventSchemas;
/** The payload a consumer's handler receives (parsed). */
export type EventPayload<E extends EventName> = z.output<EventSchemaTable[E]>;
/** The payload a producer writes. */
export type EventPayloadInput<E extends EventName> = z.input<EventSchemaTable[E]>;
