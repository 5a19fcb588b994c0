import { useState } from 'react';
import { Alert, Box, Card, Grid, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { Screen } from '@/modules/ui/components/Screen';
import { useReveal } from '../../shared/hooks/use-reveal';
import { useLearningPath } from '../hooks/use-learning-path';
import { initialLearningValues } from '../utils/learning-form';
import { LearningPathForm } from './LearningPathForm';
import { LearningPathResult } from './LearningPathResult';

/** /candidate: the Learning Agent (spec section 2). The form may arrive filled from the Skill Assessment. */
export function LearningAgentScreen() {
  const [params] = useSearchParams();
  const [initialValues] = useState(() => initialLearningValues(params));
  const learning = useLearningPath();
  const [skill, setSkill] = useState('');
  const resultRef = useReveal<HTMLDivElement>(learning.data ?? learning.errorText);

  return (
    <Screen title="Learning Agent" description="Get a personal learning path with prerequisites, milestones and time estimates for the skill you want.">
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 380px) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Card.Root variant="outline" borderRadius="xl">
          <Card.Body>
            <LearningPathForm
              initialValues={initialValues}
              pending={learning.isPending}
              onSubmit={(request) => {
                setSkill(request.skill);
                learning.mutate(request);
              }}
            />
          </Card.Body>
        </Card.Root>
        <Box ref={resultRef} aria-live="polite" minW="0" scrollMarginTop="20">
          {learning.errorText ? (
            <Alert.Root status="error" role="alert" borderRadius="lg">
              <Alert.Indicator />
              <Alert.Title>{learning.errorText}</Alert.Title>
            </Alert.Root>
          ) : learning.data ? (
            <LearningPathResult learningPath={learning.data.learningPath} source={learning.data.source} skill={skill} />
          ) : (
            <Card.Root variant="subtle" borderRadius="xl">
              <Card.Body>
                <Text color="fg.muted">
                  {learning.isPending ? 'Planning your learning path...' : 'Choose a skill and describe your goal: your learning path appears here.'}
                </Text>
              </Card.Body>
            </Card.Root>
          )}
        </Box>
      </Grid>
    </Screen>
  );
}
