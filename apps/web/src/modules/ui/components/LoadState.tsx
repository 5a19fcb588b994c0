import type { ReactNode } from 'react';
import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';

export const LoadStateTexts = { tryAgain: 'Try again' } as const;

/**
 * What a section shows while its data loads (a spinner named for screen readers), when loading
 * failed (the section's own sentence and "Try again"), and its content once loaded. `children` is
 * a function so the content reads the data only when it is there.
 */
export function LoadState({
  pending,
  failed,
  loadingLabel,
  failedText,
  onRetry,
  padding = '6',
  children,
}: {
  pending: boolean;
  failed: boolean;
  loadingLabel: string;
  failedText: string;
  onRetry: () => unknown;
  padding?: string;
  children: () => ReactNode;
}) {
  if (pending) {
    return (
      <Center py={padding}>
        <Spinner color="brand.solid" role="status" aria-label={loadingLabel} />
      </Center>
    );
  }
  if (failed) {
    return (
      <Stack align="start" gap="3">
        <Text textStyle="sm" color="fg.muted">
          {failedText}
        </Text>
        <Button size="sm" variant="outline" onClick={() => void onRetry()}>
          {LoadStateTexts.tryAgain}
        </Button>
      </Stack>
    );
  }
  return <>{children()}</>;
}
