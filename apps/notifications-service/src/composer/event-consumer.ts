import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Events, type ApplicationStatusChangedEvent, type EventEnvelope, type InterviewCompletedEvent } from '@hirewise/contracts';
import { EventRegistry, LOGGER, type Logger } from '@hirewise/server-kit';
import { NotificationRepository } from '../inbox/notification.repository';
import { JobCopies } from '../jobs/job-copies';
import { MailSender } from '../mail/mail-sender';
import { PreferencesService } from '../preferences/preferences.service';
import { Recipients } from '../recipients/recipients';
import { SavedSearchMatcher } from '../saved-searches/saved-search-matcher';
import { SavedSearchRepository } from '../saved-searches/saved-search.repository';
import { WebhookEvents } from '../webhooks/webhook-events';
import { composeInterviewCompleted, composeStatusChange, type NotificationDraft } from './compose';

/**
 * Turns the product's events into notifications: each event's notifications are stored once per
 * recipient and type (keyed by the event id), so a redelivery or a restart adds nothing. A handler
 * that throws (a database or a peer down) leaves the event to be delivered again.
 */
@Injectable()
export class EventConsumer implements OnModuleInit {
  constructor(
    private readonly registry: EventRegistry,
    private readonly inbox: NotificationRepository,
    private readonly jobs: JobCopies,
    private readonly recipients: Recipients,
    private readonly preferences: PreferencesService,
    private readonly mail: MailSender,
    private readonly savedSearches: SavedSearchRepository,
    private readonly matcher: SavedSearchMatcher,
    private readonly webhooks: WebhookEvents,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    // A new job is also matched against the saved searches (job alerts), once the copy is kept.
    this.registry.on(Events.jobCreated, async (envelope) => {
      await this.jobs.upsert(envelope.payload);
      await this.matcher.onJobCreated(envelope);
    });
    this.registry.on(Events.jobUpdated, ({ payload }) => this.jobs.upsert(payload));
    this.registry.on(Events.jobDeleted, ({ payload }) => this.jobs.markDeleted(payload.jobId, payload.version));
    this.registry.on(Events.userUpdated, ({ payload }) => this.recipients.forget(payload.userId));
    this.registry.on(Events.userDeleted, async ({ payload }) => {
      await this.inbox.deleteUser(payload.userId);
      await this.preferences.deleteUser(payload.userId);
      await this.savedSearches.deleteUser(payload.userId);
      await this.recipients.forget(payload.userId);
    });
    this.registry.on(Events.applicationStatusChanged, (envelope) => this.onStatusChanged(envelope));
    this.registry.on(Events.interviewCompleted, (envelope) => this.onInterviewCompleted(envelope));
    // Recruiters' webhooks (after the job copies above are updated): each event queued once per webhook.
    this.registry.on(Events.applicationStatusChanged, (envelope) => this.webhooks.onStatusChanged(envelope));
    this.registry.on(Events.interviewCompleted, (envelope) => this.webhooks.onInterviewCompleted(envelope));
    this.registry.on(Events.jobCreated, (envelope) => this.webhooks.onJobSaved(envelope, 'job.created'));
    this.registry.on(Events.jobUpdated, (envelope) => this.webhooks.onJobSaved(envelope, 'job.updated'));
    this.registry.on(Events.jobDeleted, (envelope) => this.webhooks.onJobDeleted(envelope));
    this.registry.on(Events.userDeleted, (envelope) => this.webhooks.onUserDeleted(envelope));
  }

  private async onStatusChanged({ id, payload }: EventEnvelope<ApplicationStatusChangedEvent>): Promise<void> {
    const job = await this.jobs.get(payload.jobId);
    if (!job) return this.skip(id, payload.jobId);
    const applicantName = payload.to === 'applied' ? await this.recipients.nameOf(payload.applicantId) : undefined;
    const causeJob = payload.to === 'cancelled' && payload.causeJobId ? await this.jobs.get(payload.causeJobId) : undefined;
    await this.store(id, composeStatusChange(payload, job, { applicantName, causeJob }));
  }

  private async onInterviewCompleted({ id, payload }: EventEnvelope<InterviewCompletedEvent>): Promise<void> {
    const job = await this.jobs.get(payload.jobId);
    if (!job) return this.skip(id, payload.jobId);
    await this.store(id, composeInterviewCompleted(payload, job, await this.recipients.nameOf(payload.applicantId)));
  }

  private async store(eventId: string, drafts: NotificationDraft[]): Promise<void> {
    const added = await this.inbox.store(eventId, drafts);
    if (added > 0) this.mail.kick();
  }

  private skip(eventId: string, jobId: string): void {
    this.logger.warn({ eventId, jobId }, 'event names a job nobody knows; no notification');
  }
}
