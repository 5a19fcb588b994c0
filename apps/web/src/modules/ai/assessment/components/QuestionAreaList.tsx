import { Badge, Card, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuGraduationCap } from 'react-icons/lu';
import type { AssessmentConfig } from '../utils/assessment-form';
import { focusAreaLabel, learningLinkFor, type QuestionResult } from '../utils/assessment-summary';

interface QuestionAreaListProps {
  title: string;
  description: string;
  results: readonly QuestionResult[];
  improve: boolean;
  config: AssessmentConfig;
  /** Shown when no question falls on this side of 70. */
  empty: string;
}

function QuestionItem({ result, improve, config }: { result: QuestionResult; improve: boolean; config: AssessmentConfig }) {
  return (
    <List.Item data-testid={`area-${result.label}`}>
      <Stack gap="1" py="1">
        <HStack justify="space-between" gap="3" align="start">
          <Text fontWeight="medium">
            {result.label}
            {result.focusArea && ` · ${focusAreaLabel(result.focusArea)}`}
          </Text>
          <Badge colorPalette={improve ? 'orange' : 'green'} flexShrink={0}>
            {result.score}/100
          </Badge>
        </HStack>
        <Text textStyle="xs" color="fg.muted" lineClamp={2}>
          {result.question}
        </Text>
        {improve && (
          <Link asChild color="brand.fg" textStyle="sm" fontWeight="medium">
            <RouterLink to={learningLinkFor(config, result)}>
              <LuGraduationCap aria-hidden /> Plan learning in the Learning Agent
            </RouterLink>
          </Link>
        )}
      </Stack>
    </List.Item>
  );
}

/** "Strong areas" or "Areas to improve": one entry per question, named by its focus area when known. */
export function QuestionAreaList({ title, description, results, improve, config, empty }: QuestionAreaListProps) {
  return (
    <Card.Root as="section" aria-label={title} variant="outline" borderRadius="xl" borderTopWidth="4px" borderTopColor={improve ? 'orange.400' : 'green.500'}>
      <Card.Body gap="3">
        <Stack gap="0.5">
          <Heading as="h3" size="md">
            {title}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {description}
          </Text>
        </Stack>
        {results.length === 0 ? (
          <Text color="fg.muted">{empty}</Text>
        ) : (
          <List.Root listStyleType="none" gap="2">
            {results.map((result) => (
              <QuestionItem key={result.number} result={result} improve={improve} config={config} />
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
