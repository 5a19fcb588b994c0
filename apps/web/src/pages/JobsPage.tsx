import { JobsScreen } from '../modules/jobs/components/JobsScreen';

export function JobsPage() {
  return <JobsScreen />;
}
