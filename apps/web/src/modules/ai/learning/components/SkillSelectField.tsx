import { Field, NativeSelect } from '@chakra-ui/react';
import { isListedSkill, SKILL_GROUPS } from '../utils/learning-form';

interface SkillSelectFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The skill, chosen from the four domains' lists, one option group per domain. */
export function SkillSelectField({ value, onChange, error }: SkillSelectFieldProps) {
  // A skill brought in from the address (the assessment's link) that no domain lists stays choosable.
  const extra = value !== '' && !isListedSkill(value) ? value : undefined;
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        Skill <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name="skill" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Select a skill</option>
          {extra && (
            <optgroup label="From your assessment">
              <option value={extra}>{extra}</option>
            </optgroup>
          )}
          {SKILL_GROUPS.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.skills.map((skill) => (
                <option key={skill} value={skill}>
                  {skill}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
