import { useEffect, useState } from 'react';
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { WEBHOOK_SIGNATURE_HEADER } from '@hirewise/contracts/webhooks';
import { AppDialog } from '../../ui/components/AppDialog';
import { notify } from '../../ui/components/toaster';
import { VERIFY_SNIPPET } from '../utils/verify-snippet';
import { WebhookTexts } from '../utils/webhook-texts';

export interface ShownSecret {
  secret: string;
  /** WebhookMessages.created or .rotated: why the secret is shown. */
  message: string;
}

interface SecretDialogProps {
  shown: ShownSecret | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** How long 'Copied' stays after a copy. */
const COPIED_MS = 2_000;

/**
 * A webhook's secret, shown once (after registering it or rotating it): a copy button, the
 * signature header's name and six lines of Node.js that check a delivery.
 */
export function SecretDialog({ shown, open, onOpenChange }: SecretDialogProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async (secret: string) => {
    // No clipboard outside a secure context (plain http): the field can still be selected by hand.
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      notify.error(WebhookTexts.copyFailed);
    }
  };

  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={WebhookTexts.secretTitle} size="lg">
      {shown && (
        <Stack gap="4">
          <Text fontWeight="medium">{shown.message}</Text>
          <Field.Root>
            <Field.Label>{WebhookTexts.secretLabel}</Field.Label>
            <HStack width="full" gap="2">
              <Input readOnly value={shown.secret} fontFamily="mono" onFocus={(event) => event.target.select()} />
              <Button variant="outline" colorPalette="brand" flexShrink={0} onClick={() => void copy(shown.secret)}>
                <LuCopy /> {WebhookTexts.copy}
              </Button>
            </HStack>
          </Field.Root>
          <Text role="status" textStyle="sm" color="green.fg" minH="5">
            {copied ? WebhookTexts.copied : ''}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {WebhookTexts.signatureLead(WEBHOOK_SIGNATURE_HEADER)}
          </Text>
          <Box
            as="pre"
            aria-label={WebhookTexts.snippetLabel}
            data-testid="verify-snippet"
            fontFamily="mono"
            textStyle="xs"
            whiteSpace="pre-wrap"
            wordBreak="break-word"
            bg="bg.muted"
            borderRadius="md"
            p="3"
          >
            {VERIFY_SNIPPET}
          </Box>
        </Stack>
      )}
    </AppDialog>
  );
}
