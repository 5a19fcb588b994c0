import { ApplicationsScreen } from '../modules/applications/components/ApplicationsScreen';

export function ApplicationsPage() {
  return <ApplicationsScreen />;
}
