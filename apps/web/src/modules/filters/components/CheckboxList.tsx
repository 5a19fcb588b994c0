import { Checkbox, Stack, Text } from '@chakra-ui/react';

interface CheckboxListProps<V extends string> {
  label: string;
  options: readonly { value: V; label: string }[];
  value: readonly V[];
  onChange: (next: V[]) => void;
}

/** A titled group of checkboxes choosing any number of values, kept in the options' order. */
export function CheckboxList<V extends string>({ label, options, value, onChange }: CheckboxListProps<V>) {
  const toggle = (option: V, checked: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === option ? checked : value.includes(v))));
  return (
    <Stack gap="2" role="group" aria-label={label}>
      <Text fontWeight="medium" textStyle="sm">
        {label}
      </Text>
      {options.map((option) => (
        <Checkbox.Root
          key={option.value}
          checked={value.includes(option.value)}
          onCheckedChange={(details) => toggle(option.value, details.checked === true)}
          colorPalette="brand"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{option.label}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
