import type { ApplicationJob } from '@hirewise/contracts/applications';
import type { Job } from '@hirewise/contracts/jobs';
import { FactList, type Fact } from '../../ui/components/FactList';
import { formatDate, formatDateTime } from '../../ui/utils/format';
import { formatDuration, formatSalary } from '../utils/job-format';

type JobLike = Pick<Job | ApplicationJob, 'jobType' | 'salary' | 'duration' | 'deadline' | 'dateOfPosting'>;
export type JobFactKey = 'role' | 'salary' | 'duration' | 'deadline' | 'posted';

const FACTS: Record<JobFactKey, (job: JobLike) => Fact> = {
  role: (job) => ({ label: 'Role', value: job.jobType }),
  salary: (job) => ({ label: 'Salary', value: formatSalary(job.salary) }),
  duration: (job) => ({ label: 'Duration', value: formatDuration(job.duration) }),
  deadline: (job) => ({ label: 'Deadline', value: formatDateTime(job.deadline) }),
  posted: (job) => ({ label: 'Date Of Posting', value: formatDate(job.dateOfPosting) }),
};

/** A job's facts in the order asked for, then any extra ones of the screen. */
export function JobFactList({ job, show, extra = [] }: { job: JobLike; show: readonly JobFactKey[]; extra?: readonly Fact[] }) {
  return <FactList facts={[...show.map((key) => FACTS[key](job)), ...extra]} />;
}
