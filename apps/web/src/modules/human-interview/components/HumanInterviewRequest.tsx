import { useState } from 'react';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { LuUserRound } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useRequestHumanInterview } from '../hooks/use-human-interview';
import { HumanInterviewTexts } from '../utils/human-interview-texts';

/**
 * Before the AI interview (issue 21, part 4): "Request a human interview instead". Sent once; the
 * applicant may still take the AI interview afterwards (asking changes nothing else).
 */
export function HumanInterviewRequest({ applicationId, alreadyRequested }: { applicationId: string; alreadyRequested: boolean }) {
  const [sent, setSent] = useState(alreadyRequested);
  const request = useRequestHumanInterview(() => setSent(true));
  if (sent) {
    return (
      <Alert.Root status="success" data-testid="human-interview-requested">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{HumanInterviewTexts.requestedTitle}</Alert.Title>
          <Alert.Description>
            <Stack gap="2" align="start">
              {HumanInterviewTexts.requestedBody}
              <Button asChild size="xs" variant="outline">
                <RouterLink to="/applications">{HumanInterviewTexts.myApplications}</RouterLink>
              </Button>
            </Stack>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Button variant="outline" alignSelf="flex-start" loading={request.isPending} onClick={() => request.mutate(applicationId)}>
      <LuUserRound /> {HumanInterviewTexts.request}
    </Button>
  );
}
