import { TextField } from './TextField';

interface NameFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

export function NameField({ value, onChange, onBlur, error }: NameFieldProps) {
  return <TextField label="Name" name="name" autoComplete="name" maxLength={100} required value={value} onChange={onChange} onBlur={onBlur} error={error} />;
}
