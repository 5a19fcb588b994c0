import { lazy, Suspense } from 'react';
import { Badge, Button, Card, Flex, Heading, HStack, Link, List, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuGraduationCap } from 'react-icons/lu';
import type { AssessmentConfig } from '../utils/assessment-form';
import { areaScores, chartBars, learningLinkFor, splitAreas, type AnsweredQuestion, type AreaScore } from '../utils/assessment-summary';

// The chart library is large and only this summary needs it: it loads when the summary shows.
const ScoreChart = lazy(() => import('./ScoreChart').then((module) => ({ default: module.ScoreChart })));

interface AssessmentSummaryProps {
  config: AssessmentConfig;
  answered: readonly AnsweredQuestion[];
  average: number | null;
  onRestart: () => void;
}

function AreaItem({ area, improve, config }: { area: AreaScore; improve: boolean; config: AssessmentConfig }) {
  return (
    <List.Item>
      <Stack gap="1" py="1">
        <HStack justify="space-between" gap="3" align="start">
          <Text fontWeight="medium" textTransform={area.focusArea ? 'capitalize' : undefined}>
            {area.label}
          </Text>
          <Badge colorPalette={improve ? 'orange' : 'green'} flexShrink={0}>
            {area.score}/100
          </Badge>
        </HStack>
        {area.questions.map((question) => (
          <Text key={question.number} textStyle="xs" color="fg.muted" lineClamp={2}>
            Q{question.number}: {question.question}
          </Text>
        ))}
        {improve && (
          <Link asChild color="brand.fg" textStyle="sm" fontWeight="medium">
            <RouterLink to={learningLinkFor(config, area)}>
              <LuGraduationCap aria-hidden /> Plan learning in the Learning Agent
            </RouterLink>
          </Link>
        )}
      </Stack>
    </List.Item>
  );
}

function AreaList({ title, areas, improve, config, empty }: { title: string; areas: AreaScore[]; improve: boolean; config: AssessmentConfig; empty: string }) {
  return (
    <Card.Root as="section" aria-label={title} variant="outline" borderRadius="xl" borderTopWidth="4px" borderTopColor={improve ? 'orange.400' : 'green.500'}>
      <Card.Body gap="3">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        {areas.length === 0 ? (
          <Text color="fg.muted">{empty}</Text>
        ) : (
          <List.Root listStyleType="none" gap="2">
            {areas.map((area) => (
              <AreaItem key={area.key} area={area} improve={improve} config={config} />
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** After the last answer: the average, a bar chart of the scores, strong areas (>= 70) and areas to improve. */
export function AssessmentSummary({ config, answered, average, onRestart }: AssessmentSummaryProps) {
  const { strong, improve } = splitAreas(areaScores(answered));
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
        <AreaList title="Strong areas" areas={strong} improve={false} config={config} empty="No strong areas yet: every score was below 70." />
        <AreaList title="Areas to improve" areas={improve} improve config={config} empty="Nothing to improve: every score was 70 or more." />
      </SimpleGrid>
      <Button variant="outline" alignSelf={{ base: 'stretch', sm: 'flex-start' }} onClick={onRestart}>
        Take another assessment
      </Button>
    </Stack>
  );
}
