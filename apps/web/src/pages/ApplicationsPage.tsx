import { PlaceholderScreen } from '../modules/content/components/PlaceholderScreen';

export function ApplicationsPage() {
  return <PlaceholderScreen title="Applications" description="Track the status of every job you have applied to." />;
}
