import { EmployeesScreen } from '../modules/applications/components/EmployeesScreen';

export function EmployeesPage() {
  return <EmployeesScreen />;
}
