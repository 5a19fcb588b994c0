import { InsightsScreen } from '../modules/insights/components/InsightsScreen';

export function InsightsPage() {
  return <InsightsScreen />;
}
