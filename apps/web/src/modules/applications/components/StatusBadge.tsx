import { Badge } from '@chakra-ui/react';
import type { ApplicationStatus } from '@hirewise/contracts';
import { STATUS_COLORS, statusLabel } from '../utils/status';

/** An application's status in its own colour; for the final statuses this is their static label. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge colorPalette={STATUS_COLORS[status]} variant="solid" size="md" flexShrink={0} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
