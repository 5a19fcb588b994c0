import { JobPageScreen } from '../modules/job-page/components/JobPageScreen';

export function JobPage() {
  return <JobPageScreen />;
}
