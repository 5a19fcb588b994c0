import { useState } from 'react';
import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  SELF_ID_FIELDS,
  SELF_ID_LABELS,
  SELF_ID_OPTIONS,
  SELF_ID_QUESTIONS,
  type SelfIdField,
  type SelfIdentification,
  type SelfIdentificationRequest,
} from '@hirewise/contracts/fairness';
import { SelectField } from '../../forms/components/SelectField';
import { LoadState } from '../../ui/components/LoadState';
import { useSaveSelfIdentification, useSelfIdentification } from '../hooks/use-self-identification';

export const SelfIdTexts = {
  heading: 'Voluntary self-identification',
  intro:
    'Answering is optional and changes nothing about your applications. Recruiters never see your answers: they are counted only in totals that check our hiring tools treat every group fairly, and they are never given to any AI.',
  notAnswered: 'Not answered',
  save: 'Save answers',
  loading: 'Loading your answers',
  loadFailed: 'Your answers could not be loaded.',
} as const;

type Draft = Record<SelfIdField, string>;
const draftOf = (saved: SelfIdentification): Draft =>
  Object.fromEntries(SELF_ID_FIELDS.map((field) => [field, saved[field] ?? ''])) as Draft;
const requestOf = (draft: Draft): SelfIdentificationRequest =>
  Object.fromEntries(SELF_ID_FIELDS.map((field) => [field, draft[field] === '' ? null : draft[field]])) as SelfIdentificationRequest;

/** On the applicant's profile (issue 21, docs/fairness.md): five optional questions, each with "Prefer not to say". */
export function SelfIdentificationCard() {
  const saved = useSelfIdentification();
  return (
    <Stack gap="4" as="section" aria-labelledby="self-id-heading">
      <Stack gap="1">
        <Heading as="h2" size="md" id="self-id-heading">
          {SelfIdTexts.heading}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {SelfIdTexts.intro}
        </Text>
      </Stack>
      <LoadState
        pending={saved.isPending}
        failed={saved.isError}
        loadingLabel={SelfIdTexts.loading}
        failedText={SelfIdTexts.loadFailed}
        onRetry={saved.refetch}
      >
        {() => saved.data && <SelfIdentificationForm key={saved.data.updatedAt ?? 'new'} saved={saved.data} />}
      </LoadState>
    </Stack>
  );
}

function SelfIdentificationForm({ saved }: { saved: SelfIdentification }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const save = useSaveSelfIdentification();
  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(requestOf(draft));
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {SELF_ID_FIELDS.map((field) => (
          <SelectField
            key={field}
            name={field}
            label={SELF_ID_QUESTIONS[field]}
            value={draft[field]}
            onChange={(value) => setDraft((d) => ({ ...d, [field]: value }))}
            options={[{ value: '', label: SelfIdTexts.notAnswered }, ...SELF_ID_OPTIONS[field].map((value) => ({ value, label: SELF_ID_LABELS[value] }))]}
          />
        ))}
      </SimpleGrid>
      <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={save.isPending} loadingText="Saving">
        {SelfIdTexts.save}
      </Button>
    </Stack>
  );
}
