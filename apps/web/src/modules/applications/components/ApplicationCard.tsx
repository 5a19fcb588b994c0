import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { LuStar, LuVideo } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import type { Application } from '@hirewise/contracts/applications';
import { HistoryButton } from '../../application-history/components/HistoryButton';
import { DeleteRecordingButton } from '../../interview/components/DeleteRecordingButton';
import { HumanInterviewNote } from '../../human-interview/components/HumanInterviewNote';
import { JobFactList } from '../../jobs/components/JobFactList';
import { RatingDialog } from '../../ratings/components/RatingDialog';
import { RecordingAccessButton } from '../../recording-access/components/RecordingAccessButton';
import { RejectionNote } from '../../rejection-reasons/components/RejectionNote';
import { ListCard } from '../../ui/components/ListCard';
import { SkillChips } from '../../ui/components/SkillChips';
import { formatDate } from '../../ui/utils/format';
import { applicantOffers, canTakeInterview } from '../utils/status';
import { CancellationNote } from './CancellationNote';
import { StatusBadge } from './StatusBadge';

/**
 * One of the applicant's applications: Take Interview where the server allows it (shortlisted, or
 * applied to a job that requires one; not completed); accepted or finished → Joined On and Rate Job;
 * cancelled → the offer that cancelled it; rejected → the reason, when the recruiter shared it.
 * Every application offers its History; a taken interview, who viewed its recording (issue 21).
 */
export function ApplicationCard({ application }: { application: Application }) {
  const navigate = useNavigate();
  const [rating, setRating] = useState(false);
  const { job } = application;
  const offers = applicantOffers(application.status);
  const interviewOpen = canTakeInterview(application);
  const dates = [{ label: 'Applied On', value: formatDate(application.dateOfApplication) }];
  if (offers.joined) dates.push({ label: 'Joined On', value: formatDate(application.dateOfJoining) });

  return (
    <ListCard
      title={job.title}
      testId="application-card"
      byline={application.recruiter.name}
      aside={<StatusBadge status={application.status} />}
      actions={
        <>
          {interviewOpen && (
            <Button colorPalette="brand" size="sm" onClick={() => navigate(`/interview/${application.jobId}/${application._id}`)}>
              <LuVideo /> Take Interview
            </Button>
          )}
          {application.interviewCompleted && <DeleteRecordingButton applicationId={application._id} />}
          {application.interviewCompleted && <RecordingAccessButton applicationId={application._id} subject={job.title} />}
          {offers.joined && (
            <Button variant="outline" colorPalette="orange" size="sm" onClick={() => setRating(true)}>
              <LuStar /> Rate Job
            </Button>
          )}
          <HistoryButton applicationId={application._id} subject={job.title} viewer="applicant" />
        </>
      }
    >
      <JobFactList job={job} show={['role', 'salary', 'duration']} extra={dates} />
      <SkillChips skills={job.skillsets} />
      <CancellationNote application={application} />
      <RejectionNote application={application} />
      <HumanInterviewNote application={application} viewer="applicant" />
      {offers.joined && <RatingDialog open={rating} onOpenChange={setRating} title="Rate Job" subject={job.title} target={{ jobId: application.jobId }} />}
    </ListCard>
  );
}
