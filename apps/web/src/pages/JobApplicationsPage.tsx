import { PlaceholderScreen } from '../modules/content/components/PlaceholderScreen';

export function JobApplicationsPage() {
  return <PlaceholderScreen title="Applications" description="Review the applicants of this job and move them through shortlisting." />;
}
