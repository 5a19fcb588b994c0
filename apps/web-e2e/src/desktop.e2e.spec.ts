import { DESKTOP } from './support/browser';
import { useE2eContext } from './support/context';
import { sessionScenarios } from './support/session.scenarios';
import { signupScenarios } from './support/signup.scenarios';

describe('web app at desktop width (1280x800)', () => {
  const ctx = useE2eContext(DESKTOP, 'desktop');
  sessionScenarios(ctx);
  signupScenarios(ctx);
});
