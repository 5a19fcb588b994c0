import { Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp } from 'react-icons/lu';
import type { SortOption, SortSetting, SortState } from '../utils/sort';

interface SortOptionsProps<F extends string> {
  options: readonly SortOption<F>[];
  value: SortState<F>;
  onChange: (next: SortState<F>) => void;
}

/** One row per field: an on/off checkbox and an ascending/descending toggle, enabled only when on. */
export function SortOptions<F extends string>({ options, value, onChange }: SortOptionsProps<F>) {
  const set = (field: F, patch: Partial<SortSetting>) => onChange({ ...value, [field]: { ...value[field], ...patch } });
  return (
    <Stack gap="2" role="group" aria-label="Sort">
      <Text fontWeight="medium" textStyle="sm">
        Sort
      </Text>
      {options.map(({ field, label }) => {
        const { on, descending } = value[field];
        return (
          <HStack key={field} justify="space-between" gap="3" data-testid={`sort-${field}`}>
            <Checkbox.Root checked={on} onCheckedChange={(details) => set(field, { on: details.checked === true })} colorPalette="brand">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{label}</Checkbox.Label>
            </Checkbox.Root>
            <Button
              size="xs"
              variant="outline"
              minW="28"
              disabled={!on}
              aria-label={`${label} order: ${descending ? 'descending' : 'ascending'}`}
              onClick={() => set(field, { descending: !descending })}
            >
              {descending ? <LuArrowDown /> : <LuArrowUp />}
              {descending ? 'Descending' : 'Ascending'}
            </Button>
          </HStack>
        );
      })}
    </Stack>
  );
}
