import { useState, type ReactNode } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { LuSlidersHorizontal } from 'react-icons/lu';
import { AppDialog } from '../../ui/components/AppDialog';

interface FilterDialogProps<V> {
  title: string;
  triggerLabel: string;
  value: V;
  defaults: V;
  onApply: (next: V) => void;
  /** The dialog's controls, editing a draft that only Apply hands over. */
  children: (draft: V, setDraft: (next: V) => void) => ReactNode;
}

/** A button opening a dialog of filters: edits stay in a draft until Apply, which closes the dialog. */
export function FilterDialog<V>({ title, triggerLabel, value, defaults, onApply, children }: FilterDialogProps<V>) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);

  const openChange = (next: boolean) => {
    if (next) setDraft(value);
    setOpen(next);
  };

  return (
    <AppDialog
      open={open}
      onOpenChange={openChange}
      title={title}
      trigger={
        <Button variant="outline" colorPalette="brand">
          <LuSlidersHorizontal /> {triggerLabel}
        </Button>
      }
      extraActions={
        <Button variant="ghost" me="auto" onClick={() => setDraft(defaults)}>
          Reset
        </Button>
      }
      submit={{
        label: 'Apply',
        onClick: () => {
          onApply(draft);
          setOpen(false);
        },
      }}
    >
      <Stack gap="6">{children(draft, setDraft)}</Stack>
    </AppDialog>
  );
}
