import { Accordion, Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { FAQ_ITEMS } from '../utils/landing-content';

export function Faq() {
  return (
    <Box as="section" id="faq" aria-labelledby="faq-heading" bg="bg.subtle" py={{ base: '14', md: '20' }}>
      <Container maxW="3xl" px={{ base: '4', md: '6' }}>
        <Stack gap="3" textAlign="center" mb="8">
          <Heading as="h2" id="faq-heading" fontSize={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
            Frequently asked questions
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            About our AI platform.
          </Text>
        </Stack>
        <Accordion.Root collapsible defaultValue={['0']} variant="enclosed" bg="bg" borderRadius="xl">
          {FAQ_ITEMS.map((item, index) => (
            <Accordion.Item key={item.question} value={String(index)}>
              <Accordion.ItemTrigger py="4" fontWeight="semibold" cursor="pointer">
                <Text flex="1" textAlign="start">
                  {item.question}
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody color="fg.muted">{item.answer}</Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Container>
    </Box>
  );
}
