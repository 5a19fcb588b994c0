import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { FOOTER_GROUPS } from '../utils/footer-links';
import { BrandLogo } from './BrandLogo';

/** Bottom of every screen: brand blurb and the footer link groups. */
export function Footer() {
  return (
    <Box as="footer" bg="gray.950" color="gray.300" mt="auto">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }}>
        <SimpleGrid columns={{ base: 2, md: 5 }} gap={{ base: '8', md: '10' }}>
          <Stack gap="3" gridColumn={{ base: '1 / -1', md: 'auto' }}>
            <BrandLogo inverted />
            <Text textStyle="sm" color="gray.400" maxW="xs">
              Jobs, hiring and AI interview practice in one place.
            </Text>
          </Stack>
          {FOOTER_GROUPS.map((group) => (
            <Stack as="nav" key={group.title} gap="3" aria-label={group.title}>
              <Heading as="h2" size="sm" color="white">
                {group.title}
              </Heading>
              {group.links.map((link) => (
                <Link key={link.to} asChild color="gray.400" textStyle="sm" _hover={{ color: 'white' }}>
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Link>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Text textStyle="xs" color="gray.400" mt="10" pt="6" borderTopWidth="1px" borderColor="gray.800">
          © {new Date().getFullYear()} Hirewise. All salaries are shown in Indian rupees (₹).
        </Text>
      </Container>
    </Box>
  );
}
