import type { ReactNode } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { UiMessages } from '../utils/messages';
import { AppDialog, type DialogSubmit } from './AppDialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The confirming button's text (Delete, End Job ...). */
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  detail?: string;
  /** The confirming button's colour: red for what removes or ends something (the default). */
  confirmPalette?: DialogSubmit['colorPalette'];
  /** More under the detail: optional fields of the action (a rejection's reason). */
  children?: ReactNode;
  /** The confirming button waits (a required confirmation not yet ticked). */
  confirmDisabled?: boolean;
}

/** Spec section 2: 'Are you sure?' with the action and Cancel. */
export function ConfirmDialog({ open, onOpenChange, confirmLabel, onConfirm, pending = false, detail, confirmPalette = 'red', children, confirmDisabled = false }: ConfirmDialogProps) {
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={UiMessages.confirm}
      size={children ? 'md' : 'sm'}
      submit={{ label: confirmLabel, onClick: onConfirm, loading: pending, disabled: confirmDisabled, colorPalette: confirmPalette }}
    >
      <Stack gap="5">
        {detail && <Text color="fg.muted">{detail}</Text>}
        {children}
      </Stack>
    </AppDialog>
  );
}
