import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '@hirewise/contracts/constants';
import { liftToastsClearOfWork, TOAST_LIFT_VAR } from '../utils/toast-clearance';

export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';

/**
 * The one toaster: at the bottom of the screen (spec section 2), hides itself after
 * TOAST_DURATION_MS. A toast is lifted above an open dialog's footer (its buttons; full screen on
 * phones) and above the field being edited when those are near the bottom edge
 * (utils/toast-clearance.ts), so it never covers them. Toasts have no outside-click dismissal, so
 * clicking elsewhere leaves them in place until they time out.
 */
export const toaster = createToaster({
  placement: 'bottom',
  duration: TOAST_DURATION_MS,
  max: 4,
});

/** The toast now shown for each slot (see NotifyOptions.slot). */
const slots = new Map<string, string>();

export interface NotifyOptions {
  /**
   * One toast at a time for this slot: a new toast replaces the slot's previous one instead of
   * stacking under it (a form's 'Incorrect Input', then the server's answer to the next submit).
   */
  slot?: string;
}

function show(type: ToastSeverity, message: string, options: NotifyOptions = {}): void {
  // Deferred: the toaster updates React state synchronously, which React refuses while it is
  // committing (toasts are often raised from effects).
  queueMicrotask(() => {
    liftToastsClearOfWork();
    if (options.slot) dismissSlot(options.slot);
    const id = toaster.create({ type, title: message, duration: TOAST_DURATION_MS });
    if (options.slot) slots.set(options.slot, id);
  });
}

function dismissSlot(slot: string): void {
  const previous = slots.get(slot);
  if (previous === undefined) return;
  slots.delete(slot);
  toaster.remove(previous);
}

export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  warning: (message: string, options?: NotifyOptions) => show('warning', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  /** Removes the slot's toast, if it is still shown (a form being submitted again). */
  clear: (slot: string) => queueMicrotask(() => dismissSlot(slot)),
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} style={{ marginBottom: `var(${TOAST_LIFT_VAR}, 0px)` }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
