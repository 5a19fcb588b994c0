import { AuditLog } from './support/a11y/audit';
import { auditScreens } from './support/a11y/audit.scenarios';
import { keyboardApply, keyboardInterview } from './support/a11y/keyboard.scenarios';
import { seedWorld, type A11yWorld } from './support/a11y/world';
import { useInterviewContext } from './support/interview.context';

describe('accessibility in the browser, embedded mode (axe-core, field names, keyboard only)', () => {
  // Fake camera and microphone: the interview screens show their device check.
  const ctx = useInterviewContext();
  const log = new AuditLog('a11y-report.json');
  let world: A11yWorld;

  beforeAll(async () => {
    world = await seedWorld(ctx.stack.baseUrl);
  });

  afterAll(() => log.write());

  describe('axe-core on every screen (1280x800) and the main ones (390x844)', () => auditScreens(ctx, () => world, log));
  describe('keyboard only: log in, search, apply with a statement of purpose, see it in Applications', () => keyboardApply(ctx, () => world, log));
  describe('keyboard only: the video interview from consent to summary, answers typed', () => keyboardInterview(ctx, () => world, log));
});
