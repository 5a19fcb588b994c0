import { Text } from '@chakra-ui/react';
import type { Application } from '@hirewise/contracts/applications';
import { cancellationText } from '../utils/cancellation';

/** Under a cancelled application: the offer the applicant accepted that cancelled it. */
export function CancellationNote({ application }: { application: Application }) {
  const text = cancellationText(application);
  if (!text) return null;
  return (
    <Text textStyle="sm" color="fg.muted" data-testid="cancellation-note">
      {text}
    </Text>
  );
}
