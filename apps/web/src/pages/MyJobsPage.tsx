import { PlaceholderScreen } from '../modules/content/components/PlaceholderScreen';

export function MyJobsPage() {
  return <PlaceholderScreen title="Jobs" description="The jobs you have posted, with their applicants and remaining positions." />;
}
