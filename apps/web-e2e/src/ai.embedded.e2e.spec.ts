import { aiApplicantJourney } from './support/ai.applicant.scenarios';
import { aiMobilePath } from './support/ai.mobile.scenarios';
import { aiRecruiterJourney } from './support/ai.recruiter.scenarios';
import { useHiringContext } from './support/hiring.context';

// The embedded default, said out loud: every answer comes from the local engine.
process.env.AI_PROVIDER = 'local';

describe('AI tools, embedded mode (TCP + PGlite, local AI engine)', () => {
  const ctx = useHiringContext('embedded');
  describe('applicant at 1280x800: Learning Agent, Skill Assessment', () => aiApplicantJourney(ctx));
  describe('recruiter at 1280x800: Recruiter Agent, Resume Builder and its print view, Open Suggestion', () => aiRecruiterJourney(ctx));
  describe('phone at 390x844: the same screens by touch', () => aiMobilePath(ctx));
});
