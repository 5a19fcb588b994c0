import { MOBILE } from './support/browser';
import { useE2eContext } from './support/context';
import { sessionScenarios } from './support/session.scenarios';
import { signupScenarios } from './support/signup.scenarios';

describe('web app at mobile width (390x844), menu in the side drawer', () => {
  const ctx = useE2eContext(MOBILE, 'mobile');
  sessionScenarios(ctx);
  signupScenarios(ctx);
});
