import { useState, type FormEvent } from 'react';
import { Button, Card, SimpleGrid, Stack, Switch } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { INCORRECT_INPUT } from '@hirewise/contracts/auth';
import { MINIMUMS } from '@hirewise/contracts/constants';
import { notify } from '../../ui/components/toaster';
import type { FieldErrors } from '../../auth/utils/validation';
import { SelectField } from '../../forms/components/SelectField';
import { SkillsInput } from '../../forms/components/SkillsInput';
import { TextField } from '../../forms/components/TextField';
import { Screen } from '../../ui/components/Screen';
import { useCreateJob } from '../hooks/use-create-job';
import { JOB_TYPE_OPTIONS } from '../utils/job-filters';
import {
  INTERVIEW_QUESTION_OPTIONS,
  JOB_FORM_DURATION_OPTIONS,
  initialJobFormValues,
  validateJobForm,
  type JobFormField,
  type JobFormValues,
} from '../utils/job-form';
import { JobContentFields } from './JobContentFields';
import { JobLimitFields } from './JobLimitFields';

/**
 * /addjob: the job fields of spec section 3 with the defaults of section 9, and issue 19's
 * description, place and remote flag, checked with createJobSchema.
 */
export function AddJobForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<JobFormValues>(() => initialJobFormValues());
  const [errors, setErrors] = useState<FieldErrors<JobFormField>>({});
  const create = useCreateJob(() => void navigate('/myjobs'));

  const patch = (changes: Partial<JobFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(changes).map((field) => [field, undefined])) }));
  };
  const set = <K extends JobFormField>(field: K) => (value: JobFormValues[K]) => patch({ [field]: value } as Partial<JobFormValues>);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = validateJobForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      notify.error(INCORRECT_INPUT);
      return;
    }
    create.mutate(parsed.data);
  };

  return (
    <Screen title="Add Job" description="Post a new job with its type, salary in rupees, duration, skills, deadline and description." maxW="3xl">
      <Card.Root>
        <Card.Body>
          <form onSubmit={onSubmit} noValidate aria-label="Add job">
            <Stack gap="5">
              <TextField label="Title" name="title" required maxLength={200} value={values.title} onChange={set('title')} error={errors.title} />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <SelectField label="Job Type" name="jobType" value={values.jobType} options={JOB_TYPE_OPTIONS} onChange={(v) => set('jobType')(v as JobFormValues['jobType'])} error={errors.jobType} />
                <SelectField label="Duration" name="duration" value={values.duration} options={JOB_FORM_DURATION_OPTIONS} onChange={set('duration')} error={errors.duration} />
                <TextField
                  label="Salary"
                  name="salary"
                  type="number"
                  min={MINIMUMS.salary}
                  helper="In rupees (₹) per month"
                  value={values.salary}
                  onChange={set('salary')}
                  error={errors.salary}
                />
                <JobLimitFields values={values} errors={errors} onChange={(field, value) => set(field)(value)} />
                <SelectField
                  label="Interview Questions"
                  name="interviewQuestions"
                  value={values.interviewQuestions}
                  options={INTERVIEW_QUESTION_OPTIONS}
                  onChange={set('interviewQuestions')}
                  error={errors.interviewQuestions}
                />
                <Switch.Root
                  alignSelf="end"
                  pb="2"
                  colorPalette="brand"
                  checked={values.requiresInterview}
                  onCheckedChange={(details) => set('requiresInterview')(details.checked)}
                >
                  <Switch.HiddenInput name="requiresInterview" />
                  <Switch.Control />
                  <Switch.Label>Requires Interview</Switch.Label>
                </Switch.Root>
              </SimpleGrid>
              <SkillsInput value={values.skillsets} onChange={set('skillsets')} error={errors.skillsets} />
              <JobContentFields values={values} errors={errors} onChange={patch} />
              <Button type="submit" colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={create.isPending}>
                Create Job
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Screen>
  );
}
