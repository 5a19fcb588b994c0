import { lazy, Suspense } from 'react';
import { Button, Card, Flex, Heading, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import type { AssessmentConfig } from '../utils/assessment-form';
import { chartBars, focusAreaGroups, hasSharedFocusAreas, questionResults, splitByQuestion, type AnsweredQuestion } from '../utils/assessment-summary';
import { FocusAreaBreakdown } from './FocusAreaBreakdown';
import { QuestionAreaList } from './QuestionAreaList';

// The chart library is large and only this summary needs it: it loads when the summary shows.
const ScoreChart = lazy(() => import('./ScoreChart').then((module) => ({ default: module.ScoreChart })));

interface AssessmentSummaryProps {
  config: AssessmentConfig;
  answered: readonly AnsweredQuestion[];
  average: number | null;
  onRestart: () => void;
}

/**
 * After the last answer: the average, a bar chart of the scores, then per question the strong areas
 * (>= 70) and the areas to improve (< 70); when focus areas share questions, their averages follow.
 */
export function AssessmentSummary({ config, answered, average, onRestart }: AssessmentSummaryProps) {
  const results = questionResults(answered);
  const { strong, improve } = splitByQuestion(results);
  const groups = focusAreaGroups(results);
  return (
    <Stack gap="6" as="section" aria-label="Progress summary">
      <Card.Root variant="outline" borderRadius="xl">
        <Card.Body gap="5">
          <Flex justify="space-between" gap="4" wrap="wrap" align="start">
            <Stack gap="1">
              <Heading as="h2" size="lg">
                Your {config.skill} progress
              </Heading>
              <Text color="fg.muted">
                {answered.length} {config.exerciseType} {answered.length === 1 ? 'question' : 'questions'} at {config.level} level
              </Text>
            </Stack>
            <Stat.Root flex="none" textAlign={{ base: 'start', sm: 'end' }}>
              <Stat.Label>Average score</Stat.Label>
              <Stat.ValueText data-testid="final-average">{average ?? 0}/100</Stat.ValueText>
            </Stat.Root>
          </Flex>
          <Suspense fallback={<Skeleton height={{ base: '220px', md: '280px' }} borderRadius="lg" />}>
            <ScoreChart bars={chartBars(answered)} />
          </Suspense>
        </Card.Body>
      </Card.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <QuestionAreaList
          title="Strong areas"
          description="Questions scored 70 or more"
          results={strong}
          improve={false}
          config={config}
          empty="No strong areas yet: every score was below 70."
        />
        <QuestionAreaList
          title="Areas to improve"
          description="Questions scored below 70"
          results={improve}
          improve
          config={config}
          empty="Nothing to improve: every score was 70 or more."
        />
      </SimpleGrid>
      {hasSharedFocusAreas(groups) && <FocusAreaBreakdown groups={groups} />}
      <Button variant="outline" alignSelf={{ base: 'stretch', sm: 'flex-start' }} onClick={onRestart}>
        Take another assessment
      </Button>
    </Stack>
  );
}
