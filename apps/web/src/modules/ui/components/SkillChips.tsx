import { Tag, Text, Wrap } from '@chakra-ui/react';
import type { Range } from '../utils/highlight-ranges';
import { HighlightedText } from './HighlightedText';

interface SkillChipsProps {
  skills: readonly string[];
  label?: string;
  /** A search's matched words in each skill, in the skills' order (issue 19). */
  highlights?: readonly (readonly Range[])[];
}

/** Skills as read-only chips. */
export function SkillChips({ skills, label = 'Skills', highlights }: SkillChipsProps) {
  if (skills.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        No skills listed
      </Text>
    );
  }
  return (
    <Wrap gap="2" aria-label={label} as="ul" listStyleType="none">
      {skills.map((skill, index) => (
        <li key={skill}>
          <Tag.Root colorPalette="brand" variant="subtle" borderRadius="full">
            <Tag.Label>
              <HighlightedText text={skill} ranges={highlights?.[index]} />
            </Tag.Label>
          </Tag.Root>
        </li>
      ))}
    </Wrap>
  );
}
