import { MINIMUMS } from '@hirewise/contracts/constants';
import type { FieldErrors } from '../../auth/utils/validation';
import { TextField } from '../../forms/components/TextField';
import type { JobLimitField, JobLimitValues } from '../utils/job-form';

interface JobLimitFieldsProps {
  values: JobLimitValues;
  errors: FieldErrors<JobLimitField>;
  onChange: (field: JobLimitField, value: string) => void;
}

const FIELDS = [
  { field: 'deadline', label: 'Application Deadline', type: 'datetime-local', min: undefined },
  { field: 'maxApplicants', label: 'Maximum Number Of Applicants', type: 'number', min: MINIMUMS.maxApplicants },
  { field: 'maxPositions', label: 'Positions Available', type: 'number', min: MINIMUMS.maxPositions },
] as const satisfies readonly { field: JobLimitField; label: string; type: string; min: number | undefined }[];

/** Application Deadline, Maximum Number Of Applicants and Positions Available: in Add Job and Update Details. */
export function JobLimitFields({ values, errors, onChange }: JobLimitFieldsProps) {
  return (
    <>
      {FIELDS.map(({ field, label, type, min }) => (
        <TextField
          key={field}
          label={label}
          name={field}
          type={type}
          min={min}
          value={values[field]}
          onChange={(value) => onChange(field, value)}
          error={errors[field]}
        />
      ))}
    </>
  );
}
