import { Badge, Card, Heading, HStack, Link, List, Stack, Text, Timeline } from '@chakra-ui/react';
import { LuClock, LuExternalLink } from 'react-icons/lu';
import type { AiSource, LearningPath } from '@hirewise/contracts/ai';
import { SourceBadge } from '../../shared/components/SourceBadge';

interface LearningPathResultProps {
  learningPath: LearningPath;
  source: AiSource;
  skill: string;
}

/** Overview, estimated time to complete, prerequisites and the milestones with their resources. */
export function LearningPathResult({ learningPath, source, skill }: LearningPathResultProps) {
  const { overview, estimatedTimeToComplete, prerequisites, milestones } = learningPath;
  return (
    <Card.Root as="section" aria-label="Learning path" variant="outline" borderRadius="xl">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Heading as="h2" size="lg">
            Your {skill} learning path
          </Heading>
          <SourceBadge source={source} />
        </HStack>
      </Card.Header>
      <Card.Body gap="6">
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Overview
          </Heading>
          <Text whiteSpace="pre-line">{overview}</Text>
        </Stack>
        <HStack gap="2" color="fg.muted">
          <LuClock aria-hidden />
          <Text>
            Estimated time to complete: <Text as="strong" color="fg">{estimatedTimeToComplete}</Text>
          </Text>
        </HStack>
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Prerequisites
          </Heading>
          {prerequisites.length === 0 ? (
            <Text color="fg.muted">None: you can start right away.</Text>
          ) : (
            <List.Root ps="5" gap="1" aria-label="Prerequisites">
              {prerequisites.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
        <Stack gap="3">
          <Heading as="h3" size="sm">
            Milestones
          </Heading>
          <Timeline.Root as="ol" aria-label="Milestones" colorPalette="brand" size="lg">
            {milestones.map((milestone, index) => (
              <Timeline.Item as="li" key={`${milestone.title}-${index}`} aria-label={milestone.title}>
                <Timeline.Connector>
                  <Timeline.Separator />
                  <Timeline.Indicator>{index + 1}</Timeline.Indicator>
                </Timeline.Connector>
                <Timeline.Content gap="2" pb="6">
                  <Timeline.Title as="h4" fontWeight="semibold" textStyle="md">
                    {milestone.title}
                  </Timeline.Title>
                  <Badge alignSelf="start" variant="surface">
                    {milestone.timeEstimate}
                  </Badge>
                  <Timeline.Description color="fg" textStyle="sm">
                    {milestone.description}
                  </Timeline.Description>
                  {milestone.resource && (
                    <Link href={milestone.resource.url} target="_blank" rel="noopener noreferrer" color="brand.fg" textStyle="sm" wordBreak="break-word">
                      {milestone.resource.title} ({milestone.resource.type}) <LuExternalLink aria-hidden />
                    </Link>
                  )}
                </Timeline.Content>
              </Timeline.Item>
            ))}
          </Timeline.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
