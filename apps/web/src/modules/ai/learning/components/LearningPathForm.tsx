import { useState, type FormEvent } from 'react';
import { Button, Field, Stack, Textarea } from '@chakra-ui/react';
import type { LearningPathInput } from '@hirewise/contracts/ai';
import type { FieldErrors } from '@/modules/auth/utils/validation';
import { SelectField } from '@/modules/forms/components/SelectField';
import {
  LEVEL_OPTIONS,
  STYLE_OPTIONS,
  TIMEFRAME_OPTIONS,
  validateLearningForm,
  type LearningFormField,
  type LearningFormValues,
} from '../utils/learning-form';
import { SkillSelectField } from './SkillSelectField';

interface LearningPathFormProps {
  initialValues: LearningFormValues;
  pending: boolean;
  onSubmit: (request: LearningPathInput) => void;
}

/** Skill, current level, goal, timeframe and preferred style; skill and goal are required. */
export function LearningPathForm({ initialValues, pending, onSubmit }: LearningPathFormProps) {
  const [values, setValues] = useState<LearningFormValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<LearningFormField>>({});

  const set = <K extends LearningFormField>(field: K) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = validateLearningForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Learning path request">
      <Stack gap="5">
        <SkillSelectField value={values.skill} onChange={set('skill')} error={errors.skill} />
        <SelectField label="Current Level" name="currentLevel" value={values.currentLevel} options={LEVEL_OPTIONS} onChange={set('currentLevel')} error={errors.currentLevel} />
        <Field.Root invalid={Boolean(errors.learningGoal)} required>
          <Field.Label>
            Learning Goal <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            name="learningGoal"
            rows={3}
            maxLength={1000}
            autoresize
            placeholder="e.g. Build and deploy a full-stack web app"
            value={values.learningGoal}
            onChange={(event) => set('learningGoal')(event.target.value)}
          />
          {errors.learningGoal && <Field.ErrorText>{errors.learningGoal}</Field.ErrorText>}
        </Field.Root>
        <SelectField label="Timeframe" name="timeframe" value={values.timeframe} options={TIMEFRAME_OPTIONS} onChange={set('timeframe')} error={errors.timeframe} />
        <SelectField
          label="Preferred Learning Style"
          name="preferredStyle"
          value={values.preferredStyle}
          options={STYLE_OPTIONS}
          onChange={set('preferredStyle')}
          error={errors.preferredStyle}
        />
        <Button type="submit" colorPalette="brand" size="lg" loading={pending} loadingText="Generating...">
          Generate Learning Path
        </Button>
      </Stack>
    </form>
  );
}
