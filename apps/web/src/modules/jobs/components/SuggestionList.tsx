import { Box, Text } from '@chakra-ui/react';
import type { JobSuggestion } from '@hirewise/contracts/jobs';
import { JobTexts } from '../utils/job-texts';

interface SuggestionListProps {
  id: string;
  optionId: (index: number) => string;
  suggestions: readonly JobSuggestion[];
  shown: boolean;
  activeIndex: number;
  onChoose: (text: string) => void;
}

/**
 * The search box's listbox. Always in the page (hidden when closed), so the box's aria-controls
 * names an element that exists. Options take no focus: the pointer's press is kept from blurring
 * the box, which would close the list before the click lands.
 */
export function SuggestionList({ id, optionId, suggestions, shown, activeIndex, onChoose }: SuggestionListProps) {
  return (
    <Box
      as="ul"
      id={id}
      role="listbox"
      aria-label={JobTexts.suggestionsLabel}
      hidden={!shown}
      position="absolute"
      top="calc(100% + 4px)"
      insetInline="0"
      zIndex="dropdown"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l2"
      boxShadow="md"
      py="1"
      listStyleType="none"
      maxH="72"
      overflowY="auto"
    >
      {suggestions.map((suggestion, index) => (
        <Box
          as="li"
          key={`${suggestion.kind}:${suggestion.text}`}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          display="flex"
          justifyContent="space-between"
          gap="3"
          px="3"
          py="2"
          cursor="pointer"
          bg={index === activeIndex ? 'brand.subtle' : undefined}
          _hover={{ bg: 'bg.muted' }}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(suggestion.text)}
        >
          <Text as="span" truncate>
            {suggestion.text}
          </Text>
          <Text as="span" textStyle="xs" color="fg.muted" flexShrink={0}>
            {JobTexts.suggestionKind[suggestion.kind]}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
