import { useState, type FormEvent } from 'react';
import { Button, Field, Heading, Stack, Textarea } from '@chakra-ui/react';
import { AI_LIMITS, candidateSuggestionRequestSchema, type CandidateSuggestionInput } from '@hirewise/contracts/ai';
import type { FieldErrors } from '@/modules/auth/utils/validation';
import { parseForm } from '@/modules/forms/utils/field-errors';

type Values = Record<keyof CandidateSuggestionInput, string>;
type FieldName = keyof Values;

const FIELDS: readonly { name: FieldName; label: string; placeholder: string }[] = [
  { name: 'companyDescription', label: 'Company Description', placeholder: 'What the company does, its size, culture and team' },
  { name: 'candidateInfo', label: 'Candidate Information', placeholder: "The candidate's skills, experience, education and projects" },
  { name: 'jobDescription', label: 'Job Description', placeholder: 'The role, its responsibilities and the skills it needs' },
];

interface RecruiterAgentFormProps {
  pending: boolean;
  onSubmit: (request: CandidateSuggestionInput) => void;
}

/** 'Job Hiring Agent': three textareas and Generate (spec section 2, Recruiter Agent). */
export function RecruiterAgentForm({ pending, onSubmit }: RecruiterAgentFormProps) {
  const [values, setValues] = useState<Values>({ companyDescription: '', candidateInfo: '', jobDescription: '' });
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseForm<typeof candidateSuggestionRequestSchema, FieldName>(candidateSuggestionRequestSchema, values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="job-hiring-agent">
      <Stack gap="5">
        <Heading as="h2" size="lg" id="job-hiring-agent">
          Job Hiring Agent
        </Heading>
        {FIELDS.map((field) => (
          <Field.Root key={field.name} invalid={Boolean(errors[field.name])} required>
            <Field.Label>
              {field.label} <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              name={field.name}
              rows={5}
              maxLength={AI_LIMITS.longText}
              placeholder={field.placeholder}
              value={values[field.name]}
              onChange={(event) => {
                const value = event.target.value;
                setValues((current) => ({ ...current, [field.name]: value }));
                setErrors((current) => ({ ...current, [field.name]: undefined }));
              }}
            />
            {errors[field.name] && <Field.ErrorText>{errors[field.name]}</Field.ErrorText>}
          </Field.Root>
        ))}
        <Button type="submit" colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={pending} loadingText="Generating...">
          Generate
        </Button>
      </Stack>
    </form>
  );
}
