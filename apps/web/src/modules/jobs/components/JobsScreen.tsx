import { useLatestApplications } from '../../applications/hooks/use-latest-applications';
import { useSession } from '../../session/hooks/use-session';
import { JobListScreen } from './JobListScreen';
import { JobTile } from './JobTile';

/** /home: every open job; an applicant's tiles show where they stand with each. */
export function JobsScreen() {
  const session = useSession();
  const latest = useLatestApplications(session?.type === 'applicant');
  return (
    <JobListScreen
      scope="browse"
      title="Jobs"
      description="Search and filter open positions, then apply with a short statement of purpose."
      renderJob={(job) => <JobTile job={job} application={latest.get(job._id)} />}
    />
  );
}
