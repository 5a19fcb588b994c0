import { useState } from 'react';
import { Badge, Button, Link } from '@chakra-ui/react';
import { LuPencil, LuTrash2, LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { publicJobPath } from '@hirewise/contracts/api-paths';
import type { Job } from '@hirewise/contracts/jobs';
import { ConfirmDialog } from '../../ui/components/ConfirmDialog';
import { ListCard } from '../../ui/components/ListCard';
import { SkillChips } from '../../ui/components/SkillChips';
import { StarRating } from '../../ui/components/StarRating';
import { useDeleteJob } from '../hooks/use-delete-job';
import { isExpired, remainingPositions } from '../utils/job-format';
import { JobFactList } from './JobFactList';
import { JobPlace } from './JobPlace';
import { ShareJobButton } from './ShareJobButton';
import { UpdateJobDialog } from './UpdateJobDialog';

/** A job on /myjobs with the facts and buttons of spec section 2; its title opens its public page, Share copies that page's link (issue 19). */
export function MyJobCard({ job }: { job: Job }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteJob(() => setDeleting(false));

  return (
    <ListCard
      title={job.title}
      heading={
        <Link asChild color="inherit" _hover={{ color: 'brand.fg' }}>
          <RouterLink to={publicJobPath(job._id)}>{job.title}</RouterLink>
        </Link>
      }
      testId="my-job-card"
      subtitle={<StarRating value={job.rating} />}
      aside={
        isExpired(job) ? (
          <Badge colorPalette="gray" variant="subtle" flexShrink={0}>
            Deadline passed
          </Badge>
        ) : undefined
      }
      actions={
        <>
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={`/job/applications/${job._id}`}>
              <LuUsers /> View Applications
            </RouterLink>
          </Button>
          <Button variant="outline" colorPalette="brand" size="sm" onClick={() => setEditing(true)}>
            <LuPencil /> Update Details
          </Button>
          <Button variant="outline" colorPalette="red" size="sm" onClick={() => setDeleting(true)}>
            <LuTrash2 /> Delete Job
          </Button>
          <ShareJobButton job={job} />
        </>
      }
    >
      <JobPlace job={job} />
      <JobFactList
        job={job}
        show={['role', 'salary', 'duration', 'posted']}
        extra={[
          { label: 'Number of Applicants', value: job.maxApplicants },
          { label: 'Remaining Number of Positions', value: remainingPositions(job) },
        ]}
      />
      <SkillChips skills={job.skillsets} />
      <UpdateJobDialog job={job} open={editing} onOpenChange={setEditing} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        confirmLabel="Delete"
        pending={remove.isPending}
        detail={`${job.title} will be removed with its open applications.`}
        onConfirm={() => remove.mutate(job._id)}
      />
    </ListCard>
  );
}
