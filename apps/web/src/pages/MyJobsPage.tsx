import { MyJobsScreen } from '../modules/jobs/components/MyJobsScreen';

export function MyJobsPage() {
  return <MyJobsScreen />;
}
