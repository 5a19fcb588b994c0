import { PlaceholderScreen } from '../modules/content/components/PlaceholderScreen';

export function AddJobPage() {
  return <PlaceholderScreen title="Add Job" description="Post a new job with its type, salary in rupees, duration, skills and deadline." />;
}
