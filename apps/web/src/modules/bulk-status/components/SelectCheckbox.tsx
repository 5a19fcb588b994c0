import { Checkbox } from '@chakra-ui/react';
import { BulkTexts } from '../utils/bulk-texts';

interface SelectCheckboxProps {
  /** Whose card it is: the checkbox is named 'Select <name>'. */
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The checkbox on an applicant's card that puts it in the bulk selection. */
export function SelectCheckbox({ name, checked, onChange }: SelectCheckboxProps) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)} colorPalette="brand" mt="1">
      <Checkbox.HiddenInput aria-label={BulkTexts.select(name)} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}
