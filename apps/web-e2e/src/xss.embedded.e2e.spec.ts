import { useXssContext, xssJourney } from './support/a11y/xss.scenarios';

describe('stored XSS in the browser, embedded mode (payloads in every stored field and AI input, a hostile model)', () => {
  const ctx = useXssContext();
  describe('applicant and recruiter screens, each showing the other role its payloads', () => xssJourney(ctx));
});
