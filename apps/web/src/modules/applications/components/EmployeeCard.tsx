import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { LuLogOut, LuStar } from 'react-icons/lu';
import type { Application } from '@hirewise/contracts/applications';
import { RatingDialog } from '../../ratings/components/RatingDialog';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog';
import { FactList } from '../../ui/components/FactList';
import { ListCard } from '../../ui/components/ListCard';
import { StarRating } from '../../ui/components/StarRating';
import { formatDate } from '../../ui/utils/format';
import { useUpdateApplicationStatus } from '../hooks/use-update-application-status';
import { DownloadResumeButton } from '../../files/components/DownloadResumeButton';
import { ApplicantAvatar } from './ApplicantAvatar';

/** An accepted applicant: rate them, or end the job after 'Are you sure?' (status finished). */
export function EmployeeCard({ application }: { application: Application }) {
  const [rating, setRating] = useState(false);
  const [ending, setEnding] = useState(false);
  const endJob = useUpdateApplicationStatus(() => setEnding(false));
  const { jobApplicant, job } = application;

  return (
    <ListCard
      title={jobApplicant.name}
      testId="employee-card"
      leading={<ApplicantAvatar name={jobApplicant.name} photo={jobApplicant.profile} />}
      subtitle={<StarRating value={jobApplicant.rating} />}
      actions={
        <>
          <Button variant="outline" colorPalette="orange" size="sm" onClick={() => setRating(true)}>
            <LuStar /> Rate
          </Button>
          <Button variant="outline" colorPalette="red" size="sm" onClick={() => setEnding(true)}>
            <LuLogOut /> End Job
          </Button>
          <DownloadResumeButton resume={jobApplicant.resume} />
        </>
      }
    >
      <FactList
        facts={[
          { label: 'Job Title', value: job.title },
          { label: 'Joined On', value: formatDate(application.dateOfJoining) },
        ]}
      />
      <RatingDialog open={rating} onOpenChange={setRating} title="Rate Employee" subject={jobApplicant.name} target={{ applicantId: jobApplicant.userId }} />
      <ConfirmDialog
        open={ending}
        onOpenChange={setEnding}
        confirmLabel="End Job"
        pending={endJob.isPending}
        detail={`${jobApplicant.name}'s job as ${job.title} will be marked finished.`}
        onConfirm={() => endJob.mutate({ applicationId: application._id, status: 'finished' })}
      />
    </ListCard>
  );
}
