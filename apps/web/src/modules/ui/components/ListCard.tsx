import type { ReactNode } from 'react';
import { Card, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';

interface ListCardProps {
  /** Names the card (its aria-label) and is its heading unless `heading` is given. */
  title: string;
  /** What the heading shows instead of the plain title: a link, matched words marked. */
  heading?: ReactNode;
  /** A muted line under the title: the recruiter's name, the job title. */
  byline?: string;
  /** Under the byline: rating stars. */
  subtitle?: ReactNode;
  /** Left of the title (an avatar). */
  leading?: ReactNode;
  /** Right of the title (a status badge). */
  aside?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

/** The card every list of the app uses: heading row, body, a wrapping row of actions at the bottom. */
export function ListCard({ title, heading, byline, subtitle, leading, aside, children, actions, testId }: ListCardProps) {
  return (
    <Card.Root as="article" variant="outline" borderRadius="xl" height="full" aria-label={title} data-testid={testId}>
      <Card.Header pb="0">
        <HStack align="start" gap="3">
          {leading}
          <Stack gap="1" flex="1" minW="0">
            <Heading as="h2" size="md" lineHeight="short" wordBreak="break-word">
              {heading ?? title}
            </Heading>
            {byline && (
              <Text textStyle="sm" color="fg.muted">
                {byline}
              </Text>
            )}
            {subtitle}
          </Stack>
          {aside}
        </HStack>
      </Card.Header>
      <Card.Body gap="4" pt="4">
        {children}
      </Card.Body>
      {actions && (
        <Card.Footer pt="0">
          <Flex gap="2" wrap="wrap" width="full">
            {actions}
          </Flex>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
