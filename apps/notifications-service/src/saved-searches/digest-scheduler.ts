import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import { DATABASE, LOGGER, type Logger } from '@hirewise/server-kit';
import { rowsOf, type Db } from '../db';
import { MAIL_CONFIG, type MailConfig } from '../mail/mail.config';
import { MailSender } from '../mail/mail-sender';
import { DIGEST_TYPE } from './digest-content';

/** Users digested per round; a full round is followed by another at once. */
const USERS_PER_ROUND = 50;

/**
 * Mails the matches of saved searches as one digest per user and interval. Every MAIL_POLL_MS it
 * finds users with pending matches (no digest yet) on searches that mail (daily, weekly) and are
 * due: DIGEST_INTERVAL_MS (weekly: 7 times it) after their last digest, or after they were saved.
 * Each user's digest is one transaction: a mail_digests row, the matches pointed at it, the
 * searches' last_digest_at, and the mail_queue row the MailSender sends (it renders the digest).
 * `FOR UPDATE SKIP LOCKED` on the searches: replicas never digest the same matches twice.
 */
@Injectable()
export class DigestScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(MAIL_CONFIG) private readonly config: MailConfig,
    private readonly mail: MailSender,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.kick(), this.config.pollMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** A round now, unless one is running (the next tick catches what it missed). */
  kick(): void {
    if (this.stopped || this.running) return;
    this.running = this.run()
      .then(() => undefined)
      .catch((err: unknown) => this.logger.warn({ err }, 'digest round failed; retrying at the next poll'))
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Makes every digest due now; returns how many were queued to mail. */
  async run(): Promise<number> {
    let queued = 0;
    for (;;) {
      const users = await this.dueUsers();
      let made = 0;
      for (const userId of users) {
        if (this.stopped) break;
        const outcome = await this.digest(userId);
        if (outcome !== 'none') made += 1;
        if (outcome === 'queued') queued += 1;
      }
      if (queued > 0) this.mail.kick();
      // Another full round only when this one got somewhere (users locked by a replica are its to do).
      if (this.stopped || users.length < USERS_PER_ROUND || made === 0) return queued;
    }
  }

  /** "Due": the search's interval has passed since its last digest (or since it was saved). */
  private due(alias: string): SQL {
    const s = sql.raw(alias);
    return sql`now() >= coalesce(${s}.last_digest_at, ${s}.created_at)
      + (${this.config.digestIntervalMs}::bigint * (case when ${s}.digest = 'weekly' then 7 else 1 end)) * interval '1 millisecond'`;
  }

  private async dueUsers(): Promise<string[]> {
    const result = await this.db.execute(sql`
      select distinct m.user_id from saved_search_matches m
      join saved_searches s on s.id = m.saved_search_id
      where m.digest_id is null and s.digest <> 'off' and ${this.due('s')}
      limit ${USERS_PER_ROUND}`);
    return rowsOf(result).map((r) => String(r.user_id));
  }

  /**
   * One user's digest, in one transaction. 'none': nothing due (a replica took it meanwhile).
   * A user who turned the saved-search email off gets no mail, but the matches are digested all
   * the same: turning the email back on must not mail a backlog of old jobs, and the in-app
   * notifications already told of them.
   */
  private async digest(userId: string): Promise<'queued' | 'silent' | 'none'> {
    return this.db.transaction(async (tx) => {
      const searches = rowsOf(
        await tx.execute(sql`
          select s.id from saved_searches s
          where s.user_id = ${userId}::uuid and s.digest <> 'off' and ${this.due('s')}
            and exists (select 1 from saved_search_matches m where m.saved_search_id = s.id and m.digest_id is null)
          for update skip locked`),
      ).map((r) => sql`${String(r.id)}::uuid`);
      if (searches.length === 0) return 'none' as const;
      const ids = sql.join(searches, sql`, `);
      const [digest] = rowsOf(await tx.execute(sql`insert into mail_digests (user_id) values (${userId}::uuid) returning id`));
      const digestId = String(digest.id);
      await tx.execute(sql`update saved_search_matches set digest_id = ${digestId}::uuid where saved_search_id in (${ids}) and digest_id is null`);
      await tx.execute(sql`update saved_searches set last_digest_at = now() where id in (${ids})`);
      const queued = rowsOf(
        await tx.execute(sql`
          insert into mail_queue (digest_id, user_id)
          select ${digestId}::uuid, ${userId}::uuid
          where not exists (select 1 from preferences p where p.user_id = ${userId}::uuid and ${DIGEST_TYPE} = any(p.email_off))
          returning id`),
      );
      return queued.length > 0 ? ('queued' as const) : ('silent' as const);
    });
  }
}
