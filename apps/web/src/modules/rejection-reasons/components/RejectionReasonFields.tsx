import { Field, HStack, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { REJECTION_REASONS, REJECTION_REASON_LABELS } from '@hirewise/contracts/notifications';
import { CheckboxList } from '../../filters/components/CheckboxList';
import { REASON_TEXT_MAX, type ReasonFormValue } from '../utils/rejection-reason';
import { RejectionTexts } from '../utils/rejection-texts';

const REASON_OPTIONS = REJECTION_REASONS.map((reason) => ({ value: reason, label: REJECTION_REASON_LABELS[reason] }));

interface RejectionReasonFieldsProps {
  value: ReasonFormValue;
  onChange: (next: ReasonFormValue) => void;
}

/**
 * The Reject confirmation's optional reason: reasons to tick, free text up to 1000 characters, and
 * whether the candidate may see them (off unless the recruiter turns it on).
 */
export function RejectionReasonFields({ value, onChange }: RejectionReasonFieldsProps) {
  return (
    <Stack gap="4">
      <CheckboxList label={RejectionTexts.reasonsLabel} options={REASON_OPTIONS} value={value.reasons} onChange={(reasons) => onChange({ ...value, reasons })} />
      <Field.Root>
        <Field.Label>{RejectionTexts.textLabel}</Field.Label>
        <Textarea
          value={value.text}
          rows={3}
          maxLength={REASON_TEXT_MAX}
          autoresize={false}
          resize="vertical"
          onChange={(event) => onChange({ ...value, text: event.target.value.slice(0, REASON_TEXT_MAX) })}
        />
        <HStack justify="flex-end" width="full">
          <Text textStyle="xs" color={value.text.length >= REASON_TEXT_MAX ? 'orange.fg' : 'fg.muted'} data-testid="reason-length">
            {RejectionTexts.textCount(value.text.length, REASON_TEXT_MAX)}
          </Text>
        </HStack>
      </Field.Root>
      <Stack gap="1">
        <Switch.Root colorPalette="brand" gap="3" checked={value.share} onCheckedChange={(details) => onChange({ ...value, share: details.checked })}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label fontWeight="normal">{RejectionTexts.share}</Switch.Label>
        </Switch.Root>
        <Text textStyle="xs" color="fg.muted">
          {RejectionTexts.shareHelp}
        </Text>
      </Stack>
    </Stack>
  );
}
