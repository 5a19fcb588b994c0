import { Button, Checkbox, Flex, HStack, Text } from '@chakra-ui/react';
import type { BulkStatusTarget } from '@hirewise/contracts/applications';
import { BulkTexts } from '../utils/bulk-texts';

interface BulkToolbarProps {
  selectedCount: number;
  allSelected: boolean;
  onSelectAll: (checked: boolean) => void;
  onClear: () => void;
  onAction: (status: BulkStatusTarget) => void;
  pending: boolean;
}

/** Above the cards: 'Select all' (the visible ones) and, once some are chosen, their count and the two bulk actions. */
export function BulkToolbar({ selectedCount, allSelected, onSelectAll, onClear, onAction, pending }: BulkToolbarProps) {
  const some = selectedCount > 0;
  return (
    <Flex
      role="toolbar"
      aria-label="Bulk actions"
      gap="3"
      wrap="wrap"
      align="center"
      justify="space-between"
      position="sticky"
      top="16"
      zIndex="docked"
      bg="bg"
      py="3"
      mb="3"
      borderBottomWidth={some ? '1px' : '0'}
    >
      <HStack gap="4">
        <Checkbox.Root
          checked={allSelected ? true : some ? 'indeterminate' : false}
          onCheckedChange={(details) => onSelectAll(details.checked === true)}
          colorPalette="brand"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{BulkTexts.selectAll}</Checkbox.Label>
        </Checkbox.Root>
        {some && (
          <Text textStyle="sm" fontWeight="medium" aria-live="polite">
            {BulkTexts.selected(selectedCount)}
          </Text>
        )}
      </HStack>
      {some && (
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="ghost" onClick={onClear} disabled={pending}>
            {BulkTexts.clear}
          </Button>
          <Button size="sm" colorPalette="brand" onClick={() => onAction('shortlisted')} disabled={pending}>
            {BulkTexts.shortlist}
          </Button>
          <Button size="sm" colorPalette="red" variant="outline" onClick={() => onAction('rejected')} disabled={pending}>
            {BulkTexts.reject}
          </Button>
        </HStack>
      )}
    </Flex>
  );
}
