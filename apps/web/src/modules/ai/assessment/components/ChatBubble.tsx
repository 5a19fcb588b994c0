import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import type { ChatEntry } from '../hooks/assessment-state';
import { isStrong } from '../utils/assessment-summary';

/** One chat message: the bot's on the left, the applicant's on the right. */
export function ChatBubble({ entry }: { entry: ChatEntry }) {
  const mine = entry.from === 'user';
  const error = entry.kind === 'error';
  return (
    <Box
      data-testid="chat-message"
      data-kind={entry.kind}
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      maxW={{ base: '92%', md: '80%' }}
      bg={mine ? 'brand.solid' : error ? 'red.subtle' : 'bg.muted'}
      color={mine ? 'brand.contrast' : error ? 'red.fg' : 'fg'}
      px="4"
      py="3"
      borderRadius="2xl"
      borderBottomRightRadius={mine ? 'sm' : '2xl'}
      borderBottomLeftRadius={mine ? '2xl' : 'sm'}
    >
      {entry.kind === 'question' && (
        <HStack gap="2" mb="1" wrap="wrap">
          <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
            Question {entry.number}
          </Text>
          <Badge size="sm" variant="outline" colorPalette="brand">
            {entry.difficulty}
          </Badge>
        </HStack>
      )}
      {entry.kind === 'feedback' && (
        <Badge size="sm" mb="1" colorPalette={isStrong(entry.score) ? 'green' : 'orange'}>
          Score: {entry.score}/100
        </Badge>
      )}
      <Text whiteSpace="pre-wrap" wordBreak="break-word" textStyle="sm">
        {entry.text}
      </Text>
    </Box>
  );
}
