import { useId } from 'react';
import { Checkbox, HStack, Stack, Text } from '@chakra-ui/react';

interface CheckboxListProps<V extends string> {
  label: string;
  options: readonly { value: V; label: string }[];
  value: readonly V[];
  onChange: (next: V[]) => void;
  /**
   * A count beside each option ("12 jobs", facet counts). It describes the checkbox rather than
   * naming it, so the option keeps its plain name ("Full Time") while counts come and go.
   */
  counts?: Partial<Record<V, string>>;
}

/** A titled group of checkboxes choosing any number of values, kept in the options' order. */
export function CheckboxList<V extends string>({ label, options, value, onChange, counts }: CheckboxListProps<V>) {
  const countId = useId();
  const toggle = (option: V, checked: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === option ? checked : value.includes(v))));
  return (
    <Stack gap="2" role="group" aria-label={label}>
      <Text fontWeight="medium" textStyle="sm">
        {label}
      </Text>
      {options.map((option, index) => {
        const count = counts?.[option.value];
        const describedBy = count === undefined ? undefined : `${countId}-${index}`;
        return (
          <HStack key={option.value} justify="space-between" gap="3">
            <Checkbox.Root
              checked={value.includes(option.value)}
              onCheckedChange={(details) => toggle(option.value, details.checked === true)}
              colorPalette="brand"
            >
              <Checkbox.HiddenInput aria-describedby={describedBy} />
              <Checkbox.Control />
              <Checkbox.Label>{option.label}</Checkbox.Label>
            </Checkbox.Root>
            {describedBy && (
              <Text as="span" id={describedBy} textStyle="xs" color="fg.muted" data-testid="facet-count">
                {count}
              </Text>
            )}
          </HStack>
        );
      })}
    </Stack>
  );
}
