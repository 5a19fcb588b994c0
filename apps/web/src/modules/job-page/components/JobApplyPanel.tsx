import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { LuLogIn, LuSend } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { publicJobPath } from '@hirewise/contracts/api-paths';
import type { Job } from '@hirewise/contracts/jobs';
import { ApplyDialog } from '../../applications/components/ApplyDialog';
import { StatusBadge } from '../../applications/components/StatusBadge';
import { useLatestApplications } from '../../applications/hooks/use-latest-applications';
import { ApplicationTexts } from '../../applications/utils/application-texts';
import { isActiveStatus } from '../../applications/utils/status';
import { isExpired } from '../../jobs/utils/job-format';
import { useSession } from '../../session/hooks/use-session';
import { loginPathFor } from '../../session/utils/return-path';
import { JobPageTexts } from '../utils/job-page-texts';

/**
 * Apply on the job page. Signed out: Apply leads to the login page, which comes back here. An
 * applicant applies with a statement of purpose as from a tile (or sees where their application
 * stands); a recruiter cannot apply (spec section 6).
 */
export function JobApplyPanel({ job }: { job: Job }) {
  const session = useSession();
  const [applying, setApplying] = useState(false);
  const latest = useLatestApplications(session?.type === 'applicant');
  if (!session) {
    return (
      <Stack gap="2">
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={loginPathFor(publicJobPath(job._id))}>
            <LuLogIn /> {JobPageTexts.apply}
          </RouterLink>
        </Button>
        <Text textStyle="sm" color="fg.muted">
          {JobPageTexts.loginToApply}
        </Text>
      </Stack>
    );
  }
  if (session.type === 'recruiter') {
    return (
      <Text textStyle="sm" color="fg.muted">
        {JobPageTexts.recruitersCannotApply}
      </Text>
    );
  }
  const application = latest.get(job._id);
  if (application && isActiveStatus(application.status)) {
    return (
      <Stack gap="2" align="start">
        <StatusBadge status={application.status} />
      </Stack>
    );
  }
  if (isExpired(job)) {
    return (
      <Stack gap="2">
        <Button size="lg" disabled>
          {JobPageTexts.closed}
        </Button>
        <Text textStyle="sm" color="fg.muted">
          {JobPageTexts.closedDetail}
        </Text>
      </Stack>
    );
  }
  return (
    <>
      <Button colorPalette="brand" size="lg" onClick={() => setApplying(true)}>
        <LuSend /> {application ? ApplicationTexts.applyAgain : JobPageTexts.apply}
      </Button>
      <ApplyDialog job={job} open={applying} onOpenChange={setApplying} />
    </>
  );
}
