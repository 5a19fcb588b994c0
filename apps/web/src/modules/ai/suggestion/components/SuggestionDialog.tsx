import { HStack, Spinner, Text } from '@chakra-ui/react';
import { AppDialog } from '@/modules/ui/components/AppDialog';
import type { Application } from '@hirewise/contracts/applications';
import { SafeRichText } from '../../shared/components/SafeRichText';
import { CandidateFitSummary } from '../../shared/components/CandidateFitSummary';
import { AiMessages } from '../../shared/utils/ai-messages';
import { sanitizeRichText } from '../../shared/utils/sanitize-rich-text';
import { useCandidateSuggestion } from '../hooks/use-candidate-suggestion';

interface SuggestionDialogProps {
  application: Application;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function SuggestionBody({ application }: { application: Application }) {
  const suggestion = useCandidateSuggestion(application, true);
  if (suggestion.isError) {
    return (
      <Text color="fg.error" role="alert">
        {AiMessages.suggestionFailed}
      </Text>
    );
  }
  if (suggestion.isLoading) {
    return (
      <HStack gap="3" color="fg.muted" role="status">
        <Spinner size="sm" />
        <Text>{AiMessages.suggestionLoading}</Text>
      </HStack>
    );
  }
  const evaluation = suggestion.data?.evaluation ?? '';
  if (sanitizeRichText(evaluation).trim() === '') return <Text color="fg.muted">{AiMessages.suggestionEmpty}</Text>;
  return (
    <>
      {suggestion.data && <CandidateFitSummary result={suggestion.data} />}
      <SafeRichText html={evaluation} label="Suggestion" />
    </>
  );
}

/** 'Recruiter Agent Suggestion' about one applicant: loading, failure, empty or the sanitized evaluation. */
export function SuggestionDialog({ application, open, onOpenChange }: SuggestionDialogProps) {
  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={AiMessages.suggestionTitle} size="lg">
      <SuggestionBody application={application} />
    </AppDialog>
  );
}
