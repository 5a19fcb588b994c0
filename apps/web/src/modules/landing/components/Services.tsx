import { Box, Card, Container, Heading, Icon, SimpleGrid, Stack, Text, LinkOverlay, LinkBox } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SERVICES } from '../utils/landing-content';

export function Services() {
  return (
    <Box as="section" aria-labelledby="services-heading" py={{ base: '14', md: '20' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" mb={{ base: '8', md: '12' }}>
          <Heading as="h2" id="services-heading" fontSize={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
            Our services
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Everything you need on both sides of the hiring table.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
          {SERVICES.map((service) => (
            <LinkBox key={service.title} asChild>
              <Card.Root
                variant="outline"
                borderRadius="xl"
                transition="all 0.2s"
                _hover={{ boxShadow: 'lg', borderColor: 'brand.emphasized', transform: 'translateY(-2px)' }}
              >
                <Card.Body gap="3">
                  <Box boxSize="12" borderRadius="xl" bg="brand.subtle" color="brand.solid" display="grid" placeItems="center">
                    <Icon as={service.icon} boxSize="6" />
                  </Box>
                  <Heading as="h3" size="lg">
                    <LinkOverlay asChild>
                      <RouterLink to={service.to}>{service.title}</RouterLink>
                    </LinkOverlay>
                  </Heading>
                  <Text color="fg.muted">{service.text}</Text>
                </Card.Body>
              </Card.Root>
            </LinkBox>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
