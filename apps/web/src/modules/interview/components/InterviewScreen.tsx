import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Screen } from '../../ui/components/Screen';
import { useInterview, type InterviewTarget } from '../hooks/use-interview';
import { InterviewMessages } from '../utils/interview-messages';
import { CameraPreview } from './CameraPreview';
import { ConsentStep } from './ConsentStep';
import { InterviewSummary } from './InterviewSummary';
import { ProblemAlert } from './ProblemAlert';
import { QuestionStep } from './QuestionStep';

/** The video (/interview/{jobId}/{applicationId}) and audio (/jobs/{jobId}/interview) interview screens. */
export function InterviewScreen({ target }: { target: InterviewTarget }) {
  const interview = useInterview(target);
  const { state, job, application, media } = interview;
  const video = target.kind === 'video';
  const title = video ? 'AI Video Interview' : 'Audio Interview';

  return (
    <Screen title={title} description={job ? job.title : undefined} maxW="3xl">
      {state.phase === 'loading' && (
        <HStack role="status" color="fg.muted">
          <Spinner size="sm" />
          <Text>Loading the interview…</Text>
        </HStack>
      )}
      {state.phase === 'error' && (
        <Stack gap="4" data-testid="interview-load-error">
          <ProblemAlert status={state.loadError === InterviewMessages.alreadyCompleted ? 'info' : 'error'} message={state.loadError} />
          <HStack>
            {state.loadError === InterviewMessages.applyFirst ? (
              <Button asChild colorPalette="brand">
                <RouterLink to="/home">Browse jobs</RouterLink>
              </Button>
            ) : (
              <Button asChild variant="outline">
                <RouterLink to="/applications">My applications</RouterLink>
              </Button>
            )}
          </HStack>
        </Stack>
      )}
      {state.phase === 'consent' && <ConsentStep interview={interview} video={video} />}
      {(state.phase === 'interview' || state.phase === 'submitting') && (
        <Stack gap="5" direction={{ base: 'column', md: video ? 'row' : 'column' }} align="flex-start">
          {video && (
            <Stack flexShrink={0} w={{ base: 'full', md: '2xs' }}>
              <CameraPreview stream={media.stream} recording={media.isRecording} />
            </Stack>
          )}
          <Stack flex="1" w="full">
            <QuestionStep interview={interview} />
          </Stack>
        </Stack>
      )}
      {state.phase === 'complete' && application && state.summary && <InterviewSummary summary={state.summary} applicationId={application._id} withVideo={video} />}
    </Screen>
  );
}
