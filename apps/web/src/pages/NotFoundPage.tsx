import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Container maxW="xl" py={{ base: '16', md: '24' }} px="4">
      <Stack gap="4" align="center" textAlign="center">
        <Text fontSize="6xl" fontWeight="bold" color="brand.solid" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="2xl">
          Page not found
        </Heading>
        <Text color="fg.muted">The page you are looking for does not exist.</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/">Go to the home page</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
