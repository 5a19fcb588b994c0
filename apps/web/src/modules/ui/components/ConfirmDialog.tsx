import { Text } from '@chakra-ui/react';
import { UiMessages } from '../utils/messages';
import { AppDialog } from './AppDialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The confirming button's text (Delete, End Job ...). */
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  detail?: string;
}

/** Spec section 2: 'Are you sure?' with the action and Cancel. */
export function ConfirmDialog({ open, onOpenChange, confirmLabel, onConfirm, pending = false, detail }: ConfirmDialogProps) {
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={UiMessages.confirm}
      size="sm"
      submit={{ label: confirmLabel, onClick: onConfirm, loading: pending, colorPalette: 'red' }}
    >
      {detail && <Text color="fg.muted">{detail}</Text>}
    </AppDialog>
  );
}
