import { useState, type FocusEventHandler } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { LuEye, LuEyeOff } from 'react-icons/lu';

interface PasswordInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  autoComplete: 'current-password' | 'new-password';
  name?: string;
}

/** A password box with a show/hide toggle; used inside a Field.Root for its label and error. */
export function PasswordInput({ value, onChange, onBlur, autoComplete, name = 'password' }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          aria-label={visible ? 'Hide password' : 'Show password'}
          variant="ghost"
          size="xs"
          me="-2"
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <LuEyeOff /> : <LuEye />}
        </IconButton>
      }
    >
      <Input
        name={name}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        maxLength={200}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </InputGroup>
  );
}
