import { useId } from 'react';
import { Box, Button, Field, Grid, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { emptyEducationRow, type EducationFormRow, type EducationRowErrors } from '../utils/education';

interface EducationEditorProps {
  rows: EducationFormRow[];
  onChange: (rows: EducationFormRow[]) => void;
  errors?: Record<number, EducationRowErrors>;
}

/** Education rows: institution name, start year, optional end year; rows can be added and removed. */
export function EducationEditor({ rows, onChange, errors = {} }: EducationEditorProps) {
  const headingId = useId();
  const update = (index: number, patch: Partial<EducationFormRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const remove = (index: number) => onChange(rows.filter((_, i) => i !== index));

  return (
    <Stack gap="3" role="group" aria-labelledby={headingId}>
      <Text id={headingId} fontWeight="medium" textStyle="sm">
        Education
      </Text>
      {rows.length === 0 && (
        <Text textStyle="sm" color="fg.muted">
          No education added yet.
        </Text>
      )}
      {rows.map((row, index) => (
        <Box key={index} borderWidth="1px" borderRadius="l3" p="3" bg="bg.subtle" data-testid="education-row">
          <Grid templateColumns={{ base: '1fr 1fr auto', md: '2fr 1fr 1fr auto' }} gap="3" alignItems="start">
            <Field.Root gridColumn={{ base: '1 / -1', md: 'auto' }} invalid={Boolean(errors[index]?.institutionName)}>
              <Field.Label>Institution name</Field.Label>
              <Input
                value={row.institutionName}
                bg="bg"
                onChange={(event) => update(index, { institutionName: event.target.value })}
              />
              <Field.ErrorText>{errors[index]?.institutionName}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors[index]?.startYear)}>
              <Field.Label>Start year</Field.Label>
              <Input
                type="number"
                inputMode="numeric"
                bg="bg"
                value={row.startYear}
                onChange={(event) => update(index, { startYear: event.target.value })}
              />
              <Field.ErrorText>{errors[index]?.startYear}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors[index]?.endYear)}>
              <Field.Label>End year</Field.Label>
              <Input
                type="number"
                inputMode="numeric"
                bg="bg"
                placeholder="Optional"
                value={row.endYear}
                onChange={(event) => update(index, { endYear: event.target.value })}
              />
              <Field.ErrorText>{errors[index]?.endYear}</Field.ErrorText>
            </Field.Root>
            <IconButton
              aria-label={`Remove education row ${index + 1}`}
              variant="ghost"
              colorPalette="red"
              mt="6"
              onClick={() => remove(index)}
            >
              <LuTrash2 />
            </IconButton>
          </Grid>
        </Box>
      ))}
      <Button alignSelf="flex-start" variant="outline" colorPalette="brand" size="sm" onClick={() => onChange([...rows, emptyEducationRow()])}>
        <LuPlus /> Add education
      </Button>
    </Stack>
  );
}
