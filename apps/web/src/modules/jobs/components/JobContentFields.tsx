import { SimpleGrid, Stack, Switch } from '@chakra-ui/react';
import { JOB_CONTENT_LIMITS } from '@hirewise/contracts/constants';
import type { FieldErrors } from '../../auth/utils/validation';
import { TextField } from '../../forms/components/TextField';
import { RichTextEditor } from '../../rich-text/components/RichTextEditor';
import type { JobContentField, JobContentValues } from '../utils/job-form';

interface JobContentFieldsProps {
  values: JobContentValues;
  errors: FieldErrors<JobContentField>;
  /** One field changed. */
  onChange: (patch: Partial<JobContentValues>) => void;
}

/** Description (formatted text), City, Country and Remote (issue 19): in Add Job and Update Details, all optional. */
export function JobContentFields({ values, errors, onChange }: JobContentFieldsProps) {
  return (
    <Stack gap="5">
      <RichTextEditor
        label="Description"
        value={values.description}
        onChange={(description) => onChange({ description })}
        limit={JOB_CONTENT_LIMITS.description}
        error={errors.description}
        placeholder="What the job is about, what the team does, what you offer"
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField label="City" name="city" autoComplete="off" maxLength={JOB_CONTENT_LIMITS.city} value={values.city} onChange={(city) => onChange({ city })} error={errors.city} />
        <TextField
          label="Country"
          name="country"
          autoComplete="off"
          maxLength={JOB_CONTENT_LIMITS.country}
          value={values.country}
          onChange={(country) => onChange({ country })}
          error={errors.country}
        />
      </SimpleGrid>
      <Switch.Root colorPalette="brand" checked={values.remote} onCheckedChange={(details) => onChange({ remote: details.checked })}>
        <Switch.HiddenInput name="remote" />
        <Switch.Control />
        <Switch.Label>Remote</Switch.Label>
      </Switch.Root>
    </Stack>
  );
}
