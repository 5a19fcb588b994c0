export * from './inbox/notification.table';
export * from './jobs/job-copy.table';
export * from './preferences/preference.table';
export * from './mail/mail-queue.table';
export * from './recipients/recipient.table';
export * from './saved-searches/saved-search.table';
export * from './webhooks/webhook.table';
