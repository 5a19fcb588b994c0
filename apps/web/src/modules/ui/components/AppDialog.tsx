import type { ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal, useBreakpointValue } from '@chakra-ui/react';
import { TOAST_AVOID_ATTR } from '../utils/toast-clearance';

export interface DialogSubmit {
  label: string;
  onClick: () => void;
  loading?: boolean;
  disabled?: boolean;
  colorPalette?: 'brand' | 'red';
}

interface AppDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** The confirming button, right of Cancel. Without it the dialog only shows something: one Close button. */
  submit?: DialogSubmit;
  /** Further actions, at the start of the footer (Reset). */
  extraActions?: ReactNode;
  /** The button that opens the dialog, when the dialog owns it. */
  trigger?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** data-testid of the dialog's content. */
  testId?: string;
}

/**
 * Every dialog of the app: a title, a scrolling body, Cancel and one confirming button (or only
 * Close for a dialog that shows something), a close button; full screen on phones.
 */
export function AppDialog({ open, onOpenChange, title, children, submit, extraActions, trigger, size = 'md', testId }: AppDialogProps) {
  // Chosen here, not as a responsive size prop: the 'full' variant's min-height would carry over
  // to wider screens, where only max-width is overridden.
  const shownSize = useBreakpointValue({ base: 'full', sm: size } as const) ?? size;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size={shownSize}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {/* A dialog that only shows something has nothing to focus in its body: the body itself
                takes focus, so its text can be scrolled with the keyboard (axe scrollable-region-focusable). */}
            <Dialog.Body tabIndex={submit ? undefined : 0} focusVisibleRing="inside">{children}</Dialog.Body>
            <Dialog.Footer gap="3" {...{ [TOAST_AVOID_ATTR]: '' }}>
              {extraActions}
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {submit ? 'Cancel' : 'Close'}
              </Button>
              {submit && (
                <Button colorPalette={submit.colorPalette ?? 'brand'} loading={submit.loading} disabled={submit.disabled} onClick={submit.onClick}>
                  {submit.label}
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
