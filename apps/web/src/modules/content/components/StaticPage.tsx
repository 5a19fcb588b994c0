import type { ReactNode } from 'react';
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';

interface StaticPageProps {
  title: string;
  lead?: string;
  children: ReactNode;
}

/** A plain reading page (support, about, privacy ...): a heading band, then prose. */
export function StaticPage({ title, lead, children }: StaticPageProps) {
  return (
    <>
      <Box bg="brand.subtle" borderBottomWidth="1px" py={{ base: '10', md: '14' }}>
        <Container maxW="3xl" px={{ base: '4', md: '6' }}>
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
            {title}
          </Heading>
          {lead && (
            <Text mt="3" fontSize="lg" color="fg.muted">
              {lead}
            </Text>
          )}
        </Container>
      </Box>
      <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
        <Stack gap="4" lineHeight="tall" css={{ '& h2': { mt: '4' } }}>
          {children}
        </Stack>
      </Container>
    </>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
