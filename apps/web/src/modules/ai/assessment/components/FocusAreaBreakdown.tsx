import { Badge, Card, Heading, HStack, List, Stack, Text, Wrap } from '@chakra-ui/react';
import { focusAreaLabel, type FocusAreaGroup } from '../utils/assessment-summary';

/**
 * The second view: questions grouped by focus area with their average. It only averages and says
 * so; whether a question is a strong area is decided per question above, so the two never disagree.
 */
export function FocusAreaBreakdown({ groups }: { groups: readonly FocusAreaGroup[] }) {
  return (
    <Card.Root as="section" aria-label="By focus area" variant="outline" borderRadius="xl">
      <Card.Body gap="3">
        <Stack gap="0.5">
          <Heading as="h3" size="md">
            By focus area
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            The average of each focus area's questions. Each question keeps its own mark above: 70 or more is a strong area.
          </Text>
        </Stack>
        <List.Root listStyleType="none" gap="3">
          {groups.map((group) => (
            <List.Item key={group.key} data-testid={`focus-area-${group.key}`}>
              <Stack gap="1.5">
                <HStack justify="space-between" gap="3" align="start" wrap="wrap">
                  <Text fontWeight="medium">{focusAreaLabel(group.focusArea)}</Text>
                  <Badge variant="surface" flexShrink={0}>
                    Average {group.average}/100
                  </Badge>
                </HStack>
                <Wrap gap="2" align="center">
                  {group.questions.map((question) => (
                    <Badge key={question.number} colorPalette={question.strong ? 'green' : 'orange'} variant="subtle">
                      {question.label}: {question.score}
                    </Badge>
                  ))}
                  <Text textStyle="xs" color="fg.muted">
                    {group.strongCount} of {group.questions.length} {group.questions.length === 1 ? 'question' : 'questions'} at 70 or more
                  </Text>
                </Wrap>
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
