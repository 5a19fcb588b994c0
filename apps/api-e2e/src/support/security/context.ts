/** What the security scenarios share: the stack, the recording client, the store watch and the world. */
import type { MainStack } from '../main-stack';
import { securityClient, type Reply, type Send } from './client';
import { StoreWatch } from './db-state';
import { LeakWatch } from './leak-watch';
import { buildWorld, type World } from './world';

export interface SecurityContext {
  readonly main: MainStack;
  readonly send: Send;
  readonly leaks: LeakWatch;
  readonly store: StoreWatch;
  readonly world: World;
}

/** Registers the hooks that build the context once the spec file's stack is up (call inside its describe, after useMainStack). */
export function useSecurityContext(main: MainStack): SecurityContext {
  const leaks = new LeakWatch();
  let send: Send | undefined;
  let store: StoreWatch | undefined;
  let world: World | undefined;

  beforeAll(async () => {
    send = securityClient(main.stack.baseUrl, leaks);
    store = new StoreWatch(main);
    await store.open();
    world = await buildWorld(send, leaks);
  }, 60_000);

  afterAll(async () => {
    await store?.close();
  });

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the security ${what} is not ready (read it from a hook or a test)`);
    return value;
  };
  return {
    main,
    leaks,
    get send() {
      return ready(send, 'client');
    },
    get store() {
      return ready(store, 'store watch');
    },
    get world() {
      return ready(world, 'world');
    },
  };
}

/** A stack trace, a file path or an internal error name in an answer: never acceptable. */
export const STACK_TRACE = /\n\s+at\s|\bat\s+\S+\s+\(|node:internal|node_modules|\/dist\/|\.(js|ts):\d+(:\d+)?|Drizzle|QueryFailedError|TypeError|ReferenceError|SyntaxError/;

/** The error body every refusal has: JSON `{ message }` (the AI routes add `error`), and nothing that looks like a stack trace. */
export function refusalShapeProblems(reply: Reply, head = false): string[] {
  const problems: string[] = [];
  if (STACK_TRACE.test(reply.text)) problems.push(`a stack trace or internal detail in the body: ${reply.text.slice(0, 200)}`);
  if (head) return problems;
  if (!(reply.headers.get('content-type') ?? '').startsWith('application/json')) problems.push(`content-type ${reply.headers.get('content-type')}`);
  const message = (reply.json as { message?: unknown } | undefined)?.message;
  if (typeof message !== 'string' || message.trim() === '') problems.push(`no message in ${reply.text.slice(0, 200)}`);
  return problems;
}
