import { PlaceholderScreen } from '../modules/content/components/PlaceholderScreen';

export function EmployeesPage() {
  return <PlaceholderScreen title="Employees" description="Applicants you have accepted, with their ratings and joining dates." />;
}
