import { Button, Portal, Tooltip } from '@chakra-ui/react';

interface ComingSoonButtonProps {
  label: string;
  /** Why it does nothing yet; shown on hover and focus and read as the button's description. */
  reason: string;
}

/**
 * A button whose feature arrives in a later issue. aria-disabled rather than disabled: it stays
 * focusable and keeps pointer events, so the tooltip can explain, while clicks do nothing.
 */
export function ComingSoonButton({ label, reason }: ComingSoonButtonProps) {
  return (
    <Tooltip.Root openDelay={200} closeDelay={100}>
      <Tooltip.Trigger asChild>
        <Button size="sm" variant="outline" aria-disabled="true" onClick={(event) => event.preventDefault()}>
          {label}
        </Button>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{reason}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
