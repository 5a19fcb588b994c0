import type { RecruiterProfile } from '@hirewise/contracts/auth';
import { anApplication } from '@/test-utils/fixtures';
import { buildSuggestionRequest, NO_COMPANY_DESCRIPTION } from '../utils/suggestion-request';

const recruiter = (bio: string): RecruiterProfile => ({ _id: 'r-1', type: 'recruiter', name: 'Priya Sharma', email: 'p@x.in', bio, contactNumber: '', companyName: '' });

describe('buildSuggestionRequest', () => {
  it("uses the recruiter's bio, the candidate's skills, education and sop, and the job's facts", () => {
    const application = anApplication({
      sop: '  I build accessible interfaces.  ',
      jobApplicant: {
        ...anApplication().jobApplicant,
        name: 'Asha Rao',
        rating: 4,
        skills: ['React', 'TypeScript'],
        education: [
          { institutionName: 'IIT Madras', startYear: 2018, endYear: 2022 },
          { institutionName: 'IIM Bangalore', startYear: 2023 },
        ],
      },
    });
    expect(buildSuggestionRequest(recruiter('  We build payments software in Pune. '), application)).toEqual({
      companyDescription: 'We build payments software in Pune.',
      candidateInfo: ['Skills: React, TypeScript', 'Education: IIT Madras (2018 - 2022); IIM Bangalore (2023 - Ongoing)', 'Statement of purpose: I build accessible interfaces.'].join('\n'),
      jobDescription: ['Title: Frontend Engineer', 'Job type: Full Time', 'Required skills: React, TypeScript', 'Duration: 3 month', 'Salary: ₹50,000 per month'].join('\n'),
    });
  });

  it('leaves out the name and says so when facts are missing', () => {
    const application = anApplication({ sop: '', jobApplicant: { ...anApplication().jobApplicant, name: 'Asha Rao', skills: [], education: [] } });
    application.job = { ...application.job, duration: 0, skillsets: [] };
    const request = buildSuggestionRequest(recruiter(''), application);
    expect(request.companyDescription).toBe(NO_COMPANY_DESCRIPTION);
    expect(request.candidateInfo).toBe('Skills: none listed\nEducation: none listed\nStatement of purpose: Not Submitted');
    expect(request.jobDescription).toContain('Duration: Flexible');
    expect(request.jobDescription).toContain('Required skills: none listed');
    expect(JSON.stringify(request)).not.toContain('Asha');
  });
});
