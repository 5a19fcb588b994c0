import { Badge } from '@chakra-ui/react';
import type { ApplicationStatus } from '@hirewise/contracts/domain';
import { STATUS_COLORS, statusLabel } from '../utils/status';

/**
 * An application's status in its own colour; for the final statuses this is their static label.
 * The palette's 700 shade: white text on the 600 shades of orange, green, teal and pink is below
 * the 4.5:1 contrast small text needs.
 */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge colorPalette={STATUS_COLORS[status]} variant="solid" bg="colorPalette.700" size="md" flexShrink={0} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
