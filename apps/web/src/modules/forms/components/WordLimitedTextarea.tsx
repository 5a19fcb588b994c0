import { Field, HStack, Text, Textarea } from '@chakra-ui/react';
import { countWords } from '@hirewise/contracts/common';
import { WORD_LIMIT } from '@hirewise/contracts/constants';
import { acceptsText } from '../utils/word-limit';

interface WordLimitedTextareaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  limit?: number;
  placeholder?: string;
  rows?: number;
  error?: string;
}

/** Multi-line text capped at a word count: a change that would pass the cap is ignored. */
export function WordLimitedTextarea({
  label,
  value,
  onChange,
  limit = WORD_LIMIT,
  placeholder,
  rows = 5,
  error,
}: WordLimitedTextareaProps) {
  const words = countWords(value);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>
        {label} (upto {limit} words)
      </Field.Label>
      <Textarea
        value={value}
        rows={rows}
        placeholder={placeholder}
        autoresize={false}
        resize="vertical"
        onChange={(event) => {
          if (acceptsText(event.target.value, limit)) onChange(event.target.value);
        }}
      />
      <HStack justify="space-between" width="full">
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>Write upto {limit} words.</Field.HelperText>}
        <Text textStyle="xs" color={words >= limit ? 'orange.fg' : 'fg.muted'} aria-live="polite" data-testid="word-count">
          {words}/{limit}
        </Text>
      </HStack>
    </Field.Root>
  );
}
