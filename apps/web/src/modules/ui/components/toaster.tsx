import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '@hirewise/contracts/constants';

export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';

/**
 * The one toaster: bottom of the screen, hides itself after TOAST_DURATION_MS. Toasts have no
 * outside-click dismissal, so clicking elsewhere leaves them in place until they time out.
 */
export const toaster = createToaster({
  placement: 'bottom',
  duration: TOAST_DURATION_MS,
  max: 4,
});

function show(type: ToastSeverity, message: string): void {
  // Deferred: the toaster updates React state synchronously, which React refuses while it is
  // committing (toasts are often raised from effects).
  queueMicrotask(() => toaster.create({ type, title: message, duration: TOAST_DURATION_MS }));
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
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
