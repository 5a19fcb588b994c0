import { accountabilityJourney } from './support/accountability.scenarios';
import { fairnessJourney } from './support/fairness.scenarios';
import { useHiringContext } from './support/hiring.context';
import { hiringMobilePath } from './support/hiring.mobile.scenarios';
import { hiringJourney } from './support/hiring.scenarios';
import { jobPageJourney } from './support/job-page.scenarios';

describe('hiring screens, embedded mode (TCP + PGlite)', () => {
  const ctx = useHiringContext('embedded');
  describe('desktop (1280x800): post, find, apply, shortlist, accept, rate, end', () => hiringJourney(ctx));
  describe('mobile (390x844): drawer, layout, apply', () => hiringMobilePath(ctx));
  describe('job search and the public job page: typo search, page, share, apply (desktop and phone)', () => jobPageJourney(ctx));
  describe('fairness (issue 21): self-identification on the profile, Hiring insights from My jobs (desktop and phone)', () => fairnessJourney(ctx));
  describe('accountability (issue 21): the AI interview notice and a human interview instead, review before rejection, the AI audit', () => accountabilityJourney(ctx));
});
