import { JobApplicationsScreen } from '../modules/applications/components/JobApplicationsScreen';

export function JobApplicationsPage() {
  return <JobApplicationsScreen />;
}
