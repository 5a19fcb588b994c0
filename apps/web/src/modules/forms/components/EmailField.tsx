import { TextField } from './TextField';

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

export function EmailField({ value, onChange, onBlur, error }: EmailFieldProps) {
  return <TextField label="Email" name="email" type="email" autoComplete="email" maxLength={254} required value={value} onChange={onChange} onBlur={onBlur} error={error} />;
}
