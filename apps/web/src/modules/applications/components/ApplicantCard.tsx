import type { Application } from '@hirewise/contracts';
import { ComingSoonButton } from '../../ui/components/ComingSoonButton';
import { ListCard } from '../../ui/components/ListCard';
import { StarRating } from '../../ui/components/StarRating';
import { ApplicantAvatar } from './ApplicantAvatar';
import { ApplicantDetails } from './ApplicantDetails';
import { StatusActions } from './StatusActions';
import { StatusBadge } from './StatusBadge';

/** One application to a recruiter's job (spec section 2, Applications for a job). */
export function ApplicantCard({ application }: { application: Application }) {
  const { jobApplicant } = application;
  return (
    <ListCard
      title={jobApplicant.name}
      testId="applicant-card"
      leading={<ApplicantAvatar name={jobApplicant.name} />}
      subtitle={jobApplicant.rating >= 0 ? <StarRating value={jobApplicant.rating} /> : undefined}
      aside={<StatusBadge status={application.status} />}
      actions={
        <>
          <StatusActions application={application} />
          <ComingSoonButton label="Download Resume" reason="Resume downloads arrive with file uploads." />
          <ComingSoonButton label="Open Suggestion" reason="AI suggestions about candidates arrive with the Recruiter Agent." />
        </>
      }
    >
      <ApplicantDetails application={application} />
    </ListCard>
  );
}
