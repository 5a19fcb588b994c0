import type { ReactNode } from 'react';
import { HStack } from '@chakra-ui/react';
import type { Application } from '@hirewise/contracts/applications';
import { HistoryButton } from '../../application-history/components/HistoryButton';
import { HumanInterviewNote } from '../../human-interview/components/HumanInterviewNote';
import { ListCard } from '../../ui/components/ListCard';
import { StarRating } from '../../ui/components/StarRating';
import { DownloadResumeButton } from '../../files/components/DownloadResumeButton';
import { OpenSuggestionButton } from '../../ai/suggestion/components/OpenSuggestionButton';
import { ApplicantAvatar } from './ApplicantAvatar';
import { ApplicantDetails } from './ApplicantDetails';
import { StatusActions } from './StatusActions';
import { StatusBadge } from './StatusBadge';

interface ApplicantCardProps {
  application: Application;
  /** Left of the photo: the checkbox that puts the card in a bulk selection. */
  select?: ReactNode;
}

/** One application to a recruiter's job (spec section 2, Applications for a job), with its history. */
export function ApplicantCard({ application, select }: ApplicantCardProps) {
  const { jobApplicant } = application;
  const avatar = <ApplicantAvatar name={jobApplicant.name} photo={jobApplicant.profile} />;
  return (
    <ListCard
      title={jobApplicant.name}
      testId="applicant-card"
      leading={
        select ? (
          <HStack gap="3" align="start">
            {select}
            {avatar}
          </HStack>
        ) : (
          avatar
        )
      }
      subtitle={jobApplicant.rating >= 0 ? <StarRating value={jobApplicant.rating} /> : undefined}
      aside={<StatusBadge status={application.status} />}
      actions={
        <>
          <StatusActions application={application} />
          <DownloadResumeButton resume={jobApplicant.resume} />
          <OpenSuggestionButton application={application} />
          <HistoryButton applicationId={application._id} subject={`${jobApplicant.name} · ${application.job.title}`} viewer="recruiter" />
        </>
      }
    >
      <ApplicantDetails application={application} />
      <HumanInterviewNote application={application} viewer="recruiter" />
    </ListCard>
  );
}
