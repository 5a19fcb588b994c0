import { JobListScreen } from './JobListScreen';
import { JobTile } from './JobTile';

/** /home: every open job. */
export function JobsScreen() {
  return (
    <JobListScreen
      scope="browse"
      title="Jobs"
      description="Search and filter open positions, then apply with a short statement of purpose."
      renderJob={(job) => <JobTile job={job} />}
    />
  );
}
