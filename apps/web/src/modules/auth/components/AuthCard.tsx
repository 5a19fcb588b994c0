import type { ReactNode } from 'react';
import { Box, Card, Container, Heading, Text } from '@chakra-ui/react';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
  maxW?: string;
}

/** The framed card the login and signup forms sit in, on the brand-tinted backdrop. */
export function AuthCard({ title, subtitle, children, footer, maxW = 'md' }: AuthCardProps) {
  return (
    <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" py={{ base: '8', md: '16' }} px="4" flex="1">
      <Container maxW={maxW} px="0">
        <Card.Root variant="elevated" borderRadius="l3" boxShadow="lg">
          <Card.Header gap="1">
            <Heading as="h1" size="2xl" letterSpacing="tight">
              {title}
            </Heading>
            <Text color="fg.muted">{subtitle}</Text>
          </Card.Header>
          <Card.Body>{children}</Card.Body>
          {footer && (
            <Card.Footer justifyContent="center" borderTopWidth="1px" pt="4">
              {footer}
            </Card.Footer>
          )}
        </Card.Root>
      </Container>
    </Box>
  );
}
