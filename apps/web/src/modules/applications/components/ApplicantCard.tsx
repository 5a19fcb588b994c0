import type { Application } from '@hirewise/contracts/applications';
import { ListCard } from '../../ui/components/ListCard';
import { StarRating } from '../../ui/components/StarRating';
import { DownloadResumeButton } from '../../files/components/DownloadResumeButton';
import { OpenSuggestionButton } from '../../ai/suggestion/components/OpenSuggestionButton';
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
      leading={<ApplicantAvatar name={jobApplicant.name} photo={jobApplicant.profile} />}
      subtitle={jobApplicant.rating >= 0 ? <StarRating value={jobApplicant.rating} /> : undefined}
      aside={<StatusBadge status={application.status} />}
      actions={
        <>
          <StatusActions application={application} />
          <DownloadResumeButton resume={jobApplicant.resume} />
          <OpenSuggestionButton application={application} />
        </>
      }
    >
      <ApplicantDetails application={application} />
    </ListCard>
  );
}
