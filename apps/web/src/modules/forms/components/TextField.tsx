import { Field, Input, type InputProps } from '@chakra-ui/react';

interface TextFieldProps extends Omit<InputProps, 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helper?: string;
}

/** A labelled input with its helper or error text underneath; number inputs get the numeric keypad. */
export function TextField({ label, value, onChange, error, helper, required, type, ...inputProps }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        type={type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        {...inputProps}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
