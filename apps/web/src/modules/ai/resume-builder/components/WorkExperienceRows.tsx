import { Button, Fieldset, Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { TextField } from '@/modules/forms/components/TextField';
import type { CompanyRow, ResumeFormErrors } from '../utils/resume-form';

interface WorkExperienceRowsProps {
  rows: readonly CompanyRow[];
  errors: ResumeFormErrors;
  onChange: (index: number, field: keyof CompanyRow, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** Company name and position rows: Add More on the last row, Remove on every row after the first. */
export function WorkExperienceRows({ rows, errors, onChange, onAdd, onRemove }: WorkExperienceRowsProps) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium">Work Experience</Fieldset.Legend>
      <Stack gap="4" mt="2">
        {rows.map((row, index) => (
          <Stack key={index} gap="3" p="3" borderWidth="1px" borderRadius="lg" data-testid="work-experience-row">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <TextField
                label="Company Name"
                name={`companies.${index}.name`}
                required
                maxLength={200}
                value={row.name}
                onChange={(value) => onChange(index, 'name', value)}
                error={errors[`companies.${index}.name`]}
                aria-label={`Company Name ${index + 1}`}
              />
              <TextField
                label="Position"
                name={`companies.${index}.position`}
                required
                maxLength={200}
                value={row.position}
                onChange={(value) => onChange(index, 'position', value)}
                error={errors[`companies.${index}.position`]}
                aria-label={`Position ${index + 1}`}
              />
            </SimpleGrid>
            {(index > 0 || index === rows.length - 1) && (
              <Flex gap="2" justify="flex-end" wrap="wrap">
                {index > 0 && (
                  <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onRemove(index)} aria-label={`Remove row ${index + 1}`}>
                    <LuTrash2 aria-hidden /> Remove
                  </Button>
                )}
                {index === rows.length - 1 && (
                  <Button size="sm" variant="outline" onClick={onAdd}>
                    <LuPlus aria-hidden /> Add More
                  </Button>
                )}
              </Flex>
            )}
          </Stack>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}
