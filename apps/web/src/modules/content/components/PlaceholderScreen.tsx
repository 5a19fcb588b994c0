import { Container, EmptyState, Heading, Text, VStack } from '@chakra-ui/react';
import { LuConstruction } from 'react-icons/lu';

interface PlaceholderScreenProps {
  title: string;
  description: string;
}

/** A registered route whose screen arrives in a later issue: its heading and what it will hold. */
export function PlaceholderScreen({ title, description }: PlaceholderScreenProps) {
  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Heading as="h1" size="3xl" letterSpacing="tight">
        {title}
      </Heading>
      <Text mt="2" color="fg.muted" fontSize="lg" maxW="2xl">
        {description}
      </Text>
      <EmptyState.Root mt="8" borderWidth="1px" borderStyle="dashed" borderRadius="xl" bg="bg.subtle">
        <EmptyState.Content>
          <EmptyState.Indicator color="brand.solid">
            <LuConstruction />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="h2">Coming soon</EmptyState.Title>
            <EmptyState.Description>This screen is being built and will be available shortly.</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Container>
  );
}
