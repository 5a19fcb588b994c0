import { useState } from 'react';
import { Button, Field, HStack, Input, Tag, Wrap } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';

interface SkillsInputProps {
  value: string[];
  onChange: (skills: string[]) => void;
  label?: string;
  error?: string;
}

/** Skills as removable chips: type one, then Enter or Add. Duplicates (any case) are skipped. */
export function SkillsInput({ value, onChange, label = 'Skills', error }: SkillsInputProps) {
  const [draft, setDraft] = useState('');

  const add = () => {
    const skill = draft.trim();
    if (skill === '') return;
    if (!value.some((s) => s.toLowerCase() === skill.toLowerCase())) onChange([...value, skill]);
    setDraft('');
  };

  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <HStack width="full">
        <Input
          value={draft}
          placeholder="e.g. React, SQL, Communication"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" colorPalette="brand" onClick={add} aria-label="Add skill">
          <LuPlus /> Add
        </Button>
      </HStack>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>Press Enter or Add after each skill.</Field.HelperText>}
      {value.length > 0 && (
        <Wrap gap="2" mt="1" aria-label="Added skills">
          {value.map((skill) => (
            <Tag.Root key={skill} size="lg" colorPalette="brand" variant="subtle" borderRadius="full">
              <Tag.Label>{skill}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={`Remove ${skill}`}
                  onClick={() => onChange(value.filter((s) => s !== skill))}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      )}
    </Field.Root>
  );
}
