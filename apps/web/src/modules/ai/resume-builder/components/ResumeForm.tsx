import { useState, type FormEvent } from 'react';
import { Alert, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ResumeInput } from '@hirewise/contracts/ai';
import { MINIMUMS } from '@hirewise/contracts/constants';
import { TextField } from '@/modules/forms/components/TextField';
import {
  addCompany,
  initialResumeValues,
  removeCompany,
  validateResumeForm,
  type CompanyRow,
  type ResumeFormErrors,
  type ResumeFormValues,
} from '../utils/resume-form';
import { WorkExperienceRows } from './WorkExperienceRows';

interface ResumeFormProps {
  pending: boolean;
  error: string | undefined;
  onSubmit: (request: ResumeInput) => void;
}

type TextFieldName = Exclude<keyof ResumeFormValues, 'companies'>;

/** Full Name, Current Position, Experience (years), Technologies and the work-experience rows; all required. */
export function ResumeForm({ pending, error, onSubmit }: ResumeFormProps) {
  const [values, setValues] = useState<ResumeFormValues>(initialResumeValues);
  const [errors, setErrors] = useState<ResumeFormErrors>({});

  const clear = (key: string) => setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  const set = (field: TextFieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  const setCompany = (index: number, field: keyof CompanyRow, value: string) => {
    setValues((current) => ({ ...current, companies: current.companies.map((row, i) => (i === index ? { ...row, [field]: value } : row)) }));
    clear(`companies.${index}.${field}`);
  };
  const setCompanies = (companies: CompanyRow[]) => {
    setValues((current) => ({ ...current, companies }));
    // Row errors are keyed by position; after a row change they are checked again on the next submit.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('companies.'))));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = validateResumeForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Resume details">
      <Stack gap="5">
        <TextField label="Full Name" name="fullName" required maxLength={200} autoComplete="name" value={values.fullName} onChange={set('fullName')} error={errors.fullName} />
        <TextField
          label="Current Position"
          name="currentPosition"
          required
          maxLength={200}
          autoComplete="organization-title"
          value={values.currentPosition}
          onChange={set('currentPosition')}
          error={errors.currentPosition}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <TextField
            label="Experience (years)"
            name="currentLength"
            type="number"
            required
            min={MINIMUMS.experience}
            value={values.currentLength}
            onChange={set('currentLength')}
            error={errors.currentLength}
          />
          <TextField
            label="Technologies"
            name="currentTechnologies"
            required
            maxLength={1000}
            placeholder="e.g. React, Node.js, PostgreSQL"
            value={values.currentTechnologies}
            onChange={set('currentTechnologies')}
            error={errors.currentTechnologies}
          />
        </SimpleGrid>
        <WorkExperienceRows
          rows={values.companies}
          errors={errors}
          onChange={setCompany}
          onAdd={() => setCompanies(addCompany(values.companies))}
          onRemove={(index) => setCompanies(removeCompany(values.companies, index))}
        />
        {error && (
          <Alert.Root status="error" role="alert" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" size="lg" loading={pending} loadingText="Generating...">
          Generate Resume
        </Button>
      </Stack>
    </form>
  );
}
