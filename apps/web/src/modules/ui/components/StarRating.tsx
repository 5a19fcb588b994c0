import { Box, HStack, RatingGroup, Text } from '@chakra-ui/react';

const STARS = 5;

/** Each star's name for screen readers (Zag's default says "1 stars"). */
const STAR_NAMES = { ratingValueText: (index: number) => (index === 1 ? '1 star' : `${index} stars`) };

/**
 * A rating shown as five read-only stars (halves allowed). -1 means nobody rated yet: the stars
 * stay empty and say so. The stars are a picture here: `inert` keeps their (read-only) radio items
 * out of the tab order, which aria-hidden alone does not.
 */
export function StarRating({ value, size = 'sm' }: { value: number; size?: 'xs' | 'sm' | 'md' }) {
  const rated = value >= 0;
  const shown = rated ? Math.round(value * 2) / 2 : 0;
  const label = rated ? `Rated ${shown} out of ${STARS}` : 'Not rated yet';
  return (
    <HStack gap="2" role="img" aria-label={label} data-testid="star-rating">
      <RatingGroup.Root count={STARS} value={shown} readOnly allowHalf size={size} colorPalette="orange" aria-hidden inert>
        <RatingGroup.Control />
      </RatingGroup.Root>
      <Text textStyle="xs" color="fg.muted" aria-hidden>
        {rated ? shown.toFixed(1) : 'No ratings'}
      </Text>
    </HStack>
  );
}

interface StarRatingInputProps {
  value: number;
  onChange: (value: number) => void;
  label: string;
}

/** Whole stars 1-5 to choose from, by pointer or arrow keys; 0 means none chosen yet. */
export function StarRatingInput({ value, onChange, label }: StarRatingInputProps) {
  return (
    <Box>
      <RatingGroup.Root
        count={STARS}
        value={value}
        onValueChange={(details) => onChange(details.value)}
        size="lg"
        colorPalette="orange"
        translations={STAR_NAMES}
        display="flex"
        flexDirection="column"
        alignItems="flex-start"
        gap="2"
      >
        <RatingGroup.Label>{label}</RatingGroup.Label>
        <RatingGroup.HiddenInput />
        <RatingGroup.Control />
      </RatingGroup.Root>
    </Box>
  );
}
