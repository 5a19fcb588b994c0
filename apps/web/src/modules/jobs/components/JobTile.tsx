import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { LuMic, LuSend } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import type { Job } from '@hirewise/contracts/jobs';
import { ApplyDialog } from '../../applications/components/ApplyDialog';
import { useSession } from '../../session/hooks/use-session';
import { ListCard } from '../../ui/components/ListCard';
import { SkillChips } from '../../ui/components/SkillChips';
import { StarRating } from '../../ui/components/StarRating';
import { JobFactList } from './JobFactList';

/** A job on /home. Apply and Take Audio Interview are disabled for recruiters (spec section 6). */
export function JobTile({ job }: { job: Job }) {
  const session = useSession();
  const navigate = useNavigate();
  const [applying, setApplying] = useState(false);
  const isRecruiter = session?.type === 'recruiter';

  return (
    <ListCard
      title={job.title}
      testId="job-tile"
      byline={job.recruiter.name}
      subtitle={<StarRating value={job.rating} />}
      actions={
        <>
          <Button colorPalette="brand" size="sm" disabled={isRecruiter} onClick={() => setApplying(true)}>
            <LuSend /> Apply
          </Button>
          <Button variant="outline" colorPalette="brand" size="sm" disabled={isRecruiter} onClick={() => navigate(`/jobs/${job._id}/interview`)}>
            <LuMic /> Take Audio Interview
          </Button>
        </>
      }
    >
      <JobFactList job={job} show={['role', 'salary', 'duration', 'deadline']} />
      <SkillChips skills={job.skillsets} />
      <ApplyDialog job={job} open={applying} onOpenChange={setApplying} />
    </ListCard>
  );
}
