import { useEffect, useRef, useState } from 'react';
import { Box, Button, Link } from '@chakra-ui/react';
import { LuMic, LuSend } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { publicJobPath } from '@hirewise/contracts/api-paths';
import type { Application } from '@hirewise/contracts/applications';
import type { Job } from '@hirewise/contracts/jobs';
import { ApplyDialog } from '../../applications/components/ApplyDialog';
import { CancellationNote } from '../../applications/components/CancellationNote';
import { StatusBadge } from '../../applications/components/StatusBadge';
import { ApplicationTexts } from '../../applications/utils/application-texts';
import { canTakeInterview, isActiveStatus } from '../../applications/utils/status';
import { useSession } from '../../session/hooks/use-session';
import { HighlightedText } from '../../ui/components/HighlightedText';
import { ListCard } from '../../ui/components/ListCard';
import { SkillChips } from '../../ui/components/SkillChips';
import { StarRating } from '../../ui/components/StarRating';
import { JobFactList } from './JobFactList';
import { JobPlace } from './JobPlace';
import { ShareJobButton } from './ShareJobButton';

interface JobTileProps {
  job: Job;
  /** The applicant's latest application to this job, if any. */
  application?: Application;
}

/**
 * A job on /home: its title links to the job's public page (matched words of a search marked), the
 * company and recruiter, where it is, and Share. Apply and Take Audio Interview are disabled for recruiters (spec section 6).
 * An applicant sees their application's status instead of Apply while it holds the job (applied,
 * shortlisted, accepted), Apply Again after it ended, and Take Audio Interview only where the
 * server lets them take it.
 */
export function JobTile({ job, application }: JobTileProps) {
  const session = useSession();
  const navigate = useNavigate();
  const [applying, setApplying] = useState(false);
  const isRecruiter = session?.type === 'recruiter';
  const holdsJob = application !== undefined && isActiveStatus(application.status);
  const interviewOpen =
    application !== undefined && canTakeInterview({ status: application.status, interviewCompleted: application.interviewCompleted, job });
  // After a successful apply the Apply button (where the dialog returns focus) gives way to the status:
  // focus goes to the status, not to the page's body, so a keyboard user stays on this tile.
  const statusRef = useRef<HTMLSpanElement>(null);
  const dialogClosedAt = useRef(0);
  useEffect(() => {
    if (holdsJob && Date.now() - dialogClosedAt.current < 10_000) {
      dialogClosedAt.current = 0;
      statusRef.current?.focus();
    }
  }, [holdsJob]);
  const onApplyOpenChange = (open: boolean) => {
    if (!open) dialogClosedAt.current = Date.now();
    setApplying(open);
  };

  return (
    <ListCard
      title={job.title}
      heading={
        <Link asChild color="inherit" _hover={{ color: 'brand.fg' }}>
          <RouterLink to={publicJobPath(job._id)}>
            <HighlightedText text={job.title} ranges={job.highlights?.title} />
          </RouterLink>
        </Link>
      }
      testId="job-tile"
      byline={job.company ? `${job.company} · ${job.recruiter.name}` : job.recruiter.name}
      subtitle={<StarRating value={job.rating} />}
      aside={
        application && (
          <Box as="span" ref={statusRef} tabIndex={-1} borderRadius="sm" focusVisibleRing="outside">
            <StatusBadge status={application.status} />
          </Box>
        )
      }
      actions={
        <>
          {!holdsJob && (
            <Button colorPalette="brand" size="sm" disabled={isRecruiter} onClick={() => setApplying(true)}>
              <LuSend /> {application ? ApplicationTexts.applyAgain : 'Apply'}
            </Button>
          )}
          {(isRecruiter || interviewOpen) && (
            <Button variant="outline" colorPalette="brand" size="sm" disabled={isRecruiter} onClick={() => navigate(`/jobs/${job._id}/interview`)}>
              <LuMic /> Take Audio Interview
            </Button>
          )}
          <ShareJobButton job={job} />
        </>
      }
    >
      <JobPlace job={job} />
      <JobFactList job={job} show={['role', 'salary', 'duration', 'deadline']} />
      <SkillChips skills={job.skillsets} highlights={job.highlights?.skillsets} />
      {application && <CancellationNote application={application} />}
      <ApplyDialog job={job} open={applying} onOpenChange={onApplyOpenChange} />
    </ListCard>
  );
}
