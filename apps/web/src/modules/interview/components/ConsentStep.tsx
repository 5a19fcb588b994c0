import { useEffect, useState } from 'react';
import { Button, Checkbox, Heading, List, Stack, Text } from '@chakra-ui/react';
import { AI_INTERVIEW_NOTICE } from '@hirewise/contracts/fairness';
import { HumanInterviewRequest } from '../../human-interview/components/HumanInterviewRequest';
import type { InterviewController } from '../hooks/use-interview';
import { InterviewMessages } from '../utils/interview-messages';
import { CameraPreview } from './CameraPreview';
import { MicLevelMeter } from './MicLevelMeter';
import { ProblemAlert } from './ProblemAlert';
import { RetentionNotice } from './RetentionNotice';

/**
 * Before the first question: what is recorded, how it is scored, who sees it and how to have it
 * deleted, an explicit consent, and a device check (camera preview, microphone meter).
 */
export function ConsentStep({ interview, video }: { interview: InterviewController; video: boolean }) {
  const [agreed, setAgreed] = useState(false);
  const { media, job, state, application } = interview;
  const { acquire } = media;
  useEffect(() => {
    void acquire();
  }, [acquire]);

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h2" size="lg">
          Before you start
        </Heading>
        <Text>
          This interview for <strong>{job?.title}</strong> has {state.totalQuestions} question{state.totalQuestions === 1 ? '' : 's'}. Each question is shown and read aloud; answer
          by voice or type your answer.
        </Text>
        <List.Root ps="5" gap="1" color="fg.muted" fontSize="sm">
          <List.Item>
            What is recorded: {video ? 'your camera and microphone for the whole interview (a WebM video), ' : ''}your answers as text, and whether each was spoken or typed.
          </List.Item>
          <List.Item>
            How answers are scored: each answer is scored out of 100 on our server by an AI evaluator against the question's expected answer; the overall score is their average.
            The recruiter reviews the results and may replace the overall score with their own, giving a reason.
          </List.Item>
          <List.Item>{AI_INTERVIEW_NOTICE.evaluated}</List.Item>
          <List.Item>Who can see the results: you, and the recruiter of this job.</List.Item>
          {video && <List.Item>{AI_INTERVIEW_NOTICE.recordingViewers}</List.Item>}
          {video && application && <RetentionNotice applicationId={application._id} />}
          <List.Item>
            Deletion: {video ? 'you can delete your recording from the summary or your applications at any time; ' : ''}deleting your account removes all your interview data.
          </List.Item>
          <List.Item>You can take this interview once.</List.Item>
        </List.Root>
        <Text fontSize="sm">{AI_INTERVIEW_NOTICE.alternative}</Text>
        {application && <HumanInterviewRequest applicationId={application._id} alreadyRequested={Boolean(application.humanInterviewRequest)} />}
      </Stack>
      <Stack gap="3" data-testid="device-check">
        <Heading as="h3" size="md">
          Device check
        </Heading>
        {video && <CameraPreview stream={media.stream} />}
        <MicLevelMeter level={media.level} />
        <ProblemAlert message={media.error} />
        {!interview.speechSupported && <ProblemAlert status="warning" message={InterviewMessages.speechUnsupported} />}
      </Stack>
      <Checkbox.Root checked={agreed} onCheckedChange={(e) => setAgreed(e.checked === true)} colorPalette="brand">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>I understand what is recorded and agree to take this interview.</Checkbox.Label>
      </Checkbox.Root>
      <ProblemAlert message={state.message} />
      <Button colorPalette="brand" alignSelf="flex-start" disabled={!agreed} onClick={interview.start}>
        Start Interview
      </Button>
    </Stack>
  );
}
