import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LuUserRound } from 'react-icons/lu';
import type { Application } from '@hirewise/contracts/applications';
import { useMarkHumanInterviewHandled } from '../hooks/use-human-interview';
import { HumanInterviewTexts } from '../utils/human-interview-texts';

/**
 * On an application card (issue 21, part 4): the applicant's request for a human interview. The
 * applicant reads when they asked and whether it was handled; the job's recruiter sees it flagged
 * and marks it handled.
 */
export function HumanInterviewNote({ application, viewer }: { application: Application; viewer: 'applicant' | 'recruiter' }) {
  const request = application.humanInterviewRequest;
  const mark = useMarkHumanInterviewHandled();
  if (!request) return null;
  if (viewer === 'applicant') {
    return (
      <Text textStyle="sm" color="fg.muted" data-testid="human-interview-note">
        {HumanInterviewTexts.applicantNote(request.requestedAt, request.handledAt)}
      </Text>
    );
  }
  return (
    <Stack gap="2" data-testid="human-interview-note">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={request.handledAt ? 'gray' : 'orange'} variant="subtle">
          <LuUserRound /> {HumanInterviewTexts.recruiterBadge}
        </Badge>
        {!request.handledAt && (
          <Button size="xs" variant="outline" loading={mark.isPending} onClick={() => mark.mutate(application._id)}>
            {HumanInterviewTexts.markHandled}
          </Button>
        )}
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        {HumanInterviewTexts.recruiterNote(request.requestedAt, request.handledAt)}
      </Text>
    </Stack>
  );
}
