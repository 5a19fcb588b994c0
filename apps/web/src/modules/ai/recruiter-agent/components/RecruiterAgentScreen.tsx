import { Card, Grid, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { Screen } from '@/modules/ui/components/Screen';
import { SafeRichText } from '../../shared/components/SafeRichText';
import { useReveal } from '../../shared/hooks/use-reveal';
import { CandidateFitSummary } from '../../shared/components/CandidateFitSummary';
import { AiMessages } from '../../shared/utils/ai-messages';
import { useGenerateEvaluation } from '../hooks/use-generate-evaluation';
import { RecruiterAgentForm } from './RecruiterAgentForm';

function ResultPanel({ evaluation }: { evaluation: ReturnType<typeof useGenerateEvaluation> }) {
  if (evaluation.isPending) {
    return (
      <HStack gap="3" color="fg.muted" role="status">
        <Spinner size="sm" />
        <Text>{AiMessages.loading}</Text>
      </HStack>
    );
  }
  if (evaluation.isError) {
    return (
      <Text color="fg.error" role="alert">
        {AiMessages.recruiterAgentFailed}
      </Text>
    );
  }
  if (evaluation.data) {
    return (
      <>
        <CandidateFitSummary result={evaluation.data} />
        <SafeRichText html={evaluation.data.evaluation} label="Candidate evaluation" />
      </>
    );
  }
  return <Text color="fg.muted">Describe the company, the candidate and the job, then Generate: the evaluation appears here.</Text>;
}

/** /recruiter: the Recruiter Agent (spec section 2). */
export function RecruiterAgentScreen() {
  const evaluation = useGenerateEvaluation();
  const resultRef = useReveal<HTMLDivElement>(evaluation.status === 'idle' ? undefined : evaluation.status);
  return (
    <Screen title="Recruiter Agent" description="Describe the company, the candidate and the job to get an AI evaluation of the candidate.">
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="6" alignItems="start">
        <Card.Root variant="outline" borderRadius="xl">
          <Card.Body>
            <RecruiterAgentForm pending={evaluation.isPending} onSubmit={(request) => evaluation.mutate(request)} />
          </Card.Body>
        </Card.Root>
        <Card.Root ref={resultRef} as="section" aria-labelledby="evaluation-heading" variant="outline" borderRadius="xl" minH={{ lg: '300px' }} scrollMarginTop="20">
          <Card.Body aria-live="polite">
            <Heading as="h2" size="lg" mb="4" id="evaluation-heading">
              Evaluation
            </Heading>
            <ResultPanel evaluation={evaluation} />
          </Card.Body>
        </Card.Root>
      </Grid>
    </Screen>
  );
}
