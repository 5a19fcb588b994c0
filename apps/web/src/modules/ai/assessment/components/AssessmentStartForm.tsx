import { useState, type FormEvent } from 'react';
import { Alert, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FieldErrors } from '@/modules/auth/utils/validation';
import { SelectField } from '@/modules/forms/components/SelectField';
import { TextField } from '@/modules/forms/components/TextField';
import {
  ASSESSMENT_LEVEL_OPTIONS,
  ASSESSMENT_SKILL_OPTIONS,
  EXERCISE_TYPE_OPTIONS,
  initialAssessmentValues,
  QUESTION_COUNT_RANGE,
  validateAssessmentForm,
  type AssessmentConfig,
  type AssessmentFormField,
  type AssessmentFormValues,
} from '../utils/assessment-form';

interface AssessmentStartFormProps {
  starting: boolean;
  error: string | null;
  onStart: (config: AssessmentConfig) => void;
}

/** Skill (required), level, number of questions (default 5) and exercise type. */
export function AssessmentStartForm({ starting, error, onStart }: AssessmentStartFormProps) {
  const [values, setValues] = useState<AssessmentFormValues>(initialAssessmentValues);
  const [errors, setErrors] = useState<FieldErrors<AssessmentFormField>>({});

  const set = (field: AssessmentFormField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = validateAssessmentForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    onStart(parsed.config);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Start assessment">
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <SelectField label="Skill" name="skill" required value={values.skill} options={ASSESSMENT_SKILL_OPTIONS} onChange={set('skill')} error={errors.skill} />
          <SelectField label="Level" name="level" value={values.level} options={ASSESSMENT_LEVEL_OPTIONS} onChange={set('level')} error={errors.level} />
          <TextField
            label="Number of Questions"
            name="questionCount"
            type="number"
            min={QUESTION_COUNT_RANGE.min}
            max={QUESTION_COUNT_RANGE.max}
            value={values.questionCount}
            onChange={set('questionCount')}
            error={errors.questionCount}
          />
          <SelectField
            label="Exercise Type"
            name="exerciseType"
            value={values.exerciseType}
            options={EXERCISE_TYPE_OPTIONS}
            onChange={set('exerciseType')}
            error={errors.exerciseType}
          />
        </SimpleGrid>
        {error && (
          <Alert.Root status="error" role="alert" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={starting} loadingText="Starting...">
          Start Assessment
        </Button>
      </Stack>
    </form>
  );
}
