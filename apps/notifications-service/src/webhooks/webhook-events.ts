import { Inject, Injectable } from '@nestjs/common';
import type {
  ApplicationStatusChangedEvent,
  EventEnvelope,
  InterviewCompletedEvent,
  JobDeletedEvent,
  JobSnapshot,
  UserDeletedEvent,
  WebhookEventType,
} from '@hirewise/contracts';
import { LOGGER, type Logger } from '@hirewise/server-kit';
import { JobCopies } from '../jobs/job-copies';
import { WebhookRepository } from './webhook.repository';
import { WebhookSender } from './webhook-sender';

/**
 * Product events -> webhook deliveries (issue 18). Each event goes to the ACTIVE webhooks of the one
 * recruiter it concerns (the job's owner) that subscribe to its type, queued once per webhook however
 * often the event arrives. The data is what that recruiter may see of their own job: no other
 * recruiter's job (a cancellation's cause), no internal versions or sequences.
 */
@Injectable()
export class WebhookEvents {
  constructor(
    private readonly repository: WebhookRepository,
    private readonly jobs: JobCopies,
    private readonly sender: WebhookSender,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** `application.created` when an application is made (from null to applied), else `application.status-changed`. */
  async onStatusChanged({ id, occurredAt, payload: p }: EventEnvelope<ApplicationStatusChangedEvent>): Promise<void> {
    const job = await this.jobs.get(p.jobId);
    const recruiterId = job?.recruiterId ?? p.recruiterId;
    if (!recruiterId) return this.skip(id, p.jobId);
    const type: WebhookEventType = p.from === null ? 'application.created' : 'application.status-changed';
    await this.queue(recruiterId, id, type, occurredAt, {
      applicationId: p.applicationId,
      jobId: p.jobId,
      jobTitle: job?.title ?? null,
      applicantId: p.applicantId,
      from: p.from,
      to: p.to,
      actor: p.actor ?? null,
      acceptedCount: p.acceptedCount,
      activeCount: p.activeCount,
    });
  }

  async onInterviewCompleted({ id, occurredAt, payload: p }: EventEnvelope<InterviewCompletedEvent>): Promise<void> {
    const job = await this.jobs.get(p.jobId);
    const recruiterId = job?.recruiterId ?? p.recruiterId;
    await this.queue(recruiterId, id, 'interview.completed', occurredAt, {
      applicationId: p.applicationId,
      jobId: p.jobId,
      jobTitle: job?.title ?? null,
      applicantId: p.applicantId,
      score: p.score,
    });
  }

  /** job.created.v1 / job.updated.v1: the job as posted (the snapshot names its recruiter). */
  async onJobSaved({ id, occurredAt, payload: s }: EventEnvelope<JobSnapshot>, type: 'job.created' | 'job.updated'): Promise<void> {
    await this.queue(s.recruiterId, id, type, occurredAt, {
      jobId: s.jobId,
      jobTitle: s.title,
      jobType: s.jobType,
      salary: s.salary,
      duration: s.duration,
      skillsets: s.skillsets,
      dateOfPosting: s.dateOfPosting,
      deadline: s.deadline,
      maxApplicants: s.maxApplicants,
      maxPositions: s.maxPositions,
      requiresInterview: s.requiresInterview,
      interviewQuestions: s.interviewQuestions,
    });
  }

  /** job.deleted.v1 names only the job: its recruiter and title come from the job copies. */
  async onJobDeleted({ id, occurredAt, payload: p }: EventEnvelope<JobDeletedEvent>): Promise<void> {
    const job = await this.jobs.get(p.jobId);
    if (!job) return this.skip(id, p.jobId);
    await this.queue(job.recruiterId, id, 'job.deleted', occurredAt, { jobId: p.jobId, jobTitle: job.title });
  }

  /** An account was deleted: a recruiter's webhooks (and their logs) go. */
  async onUserDeleted({ payload }: EventEnvelope<UserDeletedEvent>): Promise<void> {
    await this.repository.deleteRecruiter(payload.userId);
  }

  private async queue(recruiterId: string, eventId: string, type: WebhookEventType, occurredAt: string, data: Record<string, unknown>): Promise<void> {
    const at = new Date(occurredAt);
    const added = await this.repository.queueEvent({ recruiterId, eventId, type, data, createdAt: Number.isNaN(at.getTime()) ? new Date() : at });
    if (added > 0) this.sender.kick();
  }

  private skip(eventId: string, jobId: string): void {
    this.logger.warn({ eventId, jobId }, 'event names a job nobody knows; no webhook delivery');
  }
}
