import { PlaceholderScreen } from '../modules/content/components/PlaceholderScreen';

export function JobsPage() {
  return <PlaceholderScreen title="Jobs" description="Search and filter open positions, then apply with a short statement of purpose." />;
}
