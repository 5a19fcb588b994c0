import { AddJobForm } from '../modules/jobs/components/AddJobForm';

export function AddJobPage() {
  return <AddJobForm />;
}
