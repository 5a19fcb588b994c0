import { Tag, Text, Wrap } from '@chakra-ui/react';

/** Skills as read-only chips. */
export function SkillChips({ skills, label = 'Skills' }: { skills: readonly string[]; label?: string }) {
  if (skills.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        No skills listed
      </Text>
    );
  }
  return (
    <Wrap gap="2" aria-label={label} as="ul" listStyleType="none">
      {skills.map((skill) => (
        <li key={skill}>
          <Tag.Root colorPalette="brand" variant="subtle" borderRadius="full">
            <Tag.Label>{skill}</Tag.Label>
          </Tag.Root>
        </li>
      ))}
    </Wrap>
  );
}
