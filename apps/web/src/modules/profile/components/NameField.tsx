import { Field, Input } from '@chakra-ui/react';

interface NameFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

export function NameField({ value, onChange, onBlur, error }: NameFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        Name <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name="name"
        autoComplete="name"
        maxLength={100}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
