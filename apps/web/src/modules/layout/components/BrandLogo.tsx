import { HStack, Link, Text, Box } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The Hirewise mark and name, linking to the landing page. */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    // Named by its visible text (the "H" mark is hidden): an aria-label that differs from what
    // is shown would not match what a speech-input user says (axe label-content-name-mismatch).
    <Link asChild _hover={{ textDecoration: 'none' }}>
      <RouterLink to="/">
        <HStack gap="2">
          <Box
            aria-hidden
            boxSize="8"
            borderRadius="lg"
            bg={inverted ? 'white' : 'brand.solid'}
            color={inverted ? 'brand.solid' : 'white'}
            display="grid"
            placeItems="center"
            fontWeight="bold"
            fontSize="lg"
          >
            H
          </Box>
          <Text fontWeight="bold" fontSize="xl" letterSpacing="tight" color={inverted ? 'white' : 'fg'}>
            Hirewise
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
