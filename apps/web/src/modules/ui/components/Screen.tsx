import type { ReactNode } from 'react';
import { Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';

interface ScreenProps {
  title: string;
  description?: string;
  /** Right of the heading (filter buttons); below it on phones. */
  actions?: ReactNode;
  children: ReactNode;
  maxW?: '3xl' | '7xl';
}

/** A signed-in screen: the h1, its actions, then the content. */
export function Screen({ title, description, actions, children, maxW = '7xl' }: ScreenProps) {
  return (
    <Container maxW={maxW} px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Flex gap="4" mb="6" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }} justify="space-between">
        <Stack gap="1">
          <Heading as="h1" size="2xl" letterSpacing="tight">
            {title}
          </Heading>
          {description && <Text color="fg.muted">{description}</Text>}
        </Stack>
        {actions}
      </Flex>
      {children}
    </Container>
  );
}
