import { startSmtpServer, type SmtpTestServer } from '@hirewise/testing';
import { createApi, type Api } from './http';
import { emlMailbox, smtpMailbox, type Mailbox } from './mailbox';
import { startS3Server, type S3Server } from './s3-server';
import { startE2eStack, STACK_START_TIMEOUT_MS, STACK_STOP_TIMEOUT_MS, type RunMode, type Stack } from './stack';

/** The stack one spec file's scenarios share, and a client for its gateway. */
export interface MainStack {
  readonly stack: Stack & { jwtSecret: string };
  readonly api: Api;
  /** Where the media service keeps files: DATA_DIR/media (embedded) or s3rver in this process (server). */
  readonly s3: S3Server | undefined;
  /** The stack's mail: an SMTP server in this process (server mode) or DATA_DIR/mail's .eml files (embedded). */
  readonly mailbox: Mailbox;
}

/**
 * Starts the mode's stack once for every scenario of the enclosing `describe` (its beforeAll and
 * afterAll are registered there), so the auth and hiring scenarios pay one start-up between them.
 * Read `stack` and `api` only from hooks and tests: they exist once the beforeAll has run. `env`
 * adds to the stack's variables (the scenario suites shorten the saved-search digest interval).
 */
export function useMainStack(mode: RunMode, env: Record<string, string> = {}): MainStack {
  let stack: (Stack & { jwtSecret: string }) | undefined;
  let api: Api | undefined;
  let s3: S3Server | undefined;
  let smtp: SmtpTestServer | undefined;
  let mailbox: Mailbox | undefined;

  beforeAll(async () => {
    s3 = mode === 'server' ? await startS3Server() : undefined;
    smtp = mode === 'server' ? await startSmtpServer() : undefined;
    stack = await startE2eStack(mode, { ...(s3 ? s3.env : { STORAGE: 'fs' }), ...(smtp ? { SMTP_URL: smtp.url } : {}), ...env });
    api = createApi(stack.baseUrl);
    mailbox = smtp ? smtpMailbox(smtp) : emlMailbox(stack.dataDir);
  }, STACK_START_TIMEOUT_MS);

  afterAll(async () => {
    await stack?.stop();
    await s3?.close();
    await smtp?.stop();
  }, STACK_STOP_TIMEOUT_MS);

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error(`the ${mode} stack is not started (read it from a hook or a test)`);
    return value;
  };
  return {
    get stack() {
      return started(stack);
    },
    get api() {
      return started(api);
    },
    get s3() {
      return s3;
    },
    get mailbox() {
      return started(mailbox);
    },
  };
}
