import { useRef } from 'react';
import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import type { InterviewResult } from '@hirewise/contracts/applications';
import { useStreamLink } from '../../files/hooks/use-stream-link';
import { useVideoDownload } from '../hooks/use-video-download';
import { InterviewMessages } from '../utils/interview-messages';

/**
 * The recording in a player that seeks (a signed stream link answered with Range / 206), the
 * Download Video link and the file name; or the note that it was deleted: at the candidate's request,
 * or after the retention period (issue 21).
 */
export function InterviewVideo({ result }: { result: InterviewResult }) {
  const fileId = result.videoFileId ?? result.videoRecording;
  const link = useStreamLink(result.videoDeletedAt ? null : fileId);
  const download = useVideoDownload();
  const player = useRef<HTMLVideoElement>(null);
  const resumeAt = useRef(0);

  if (result.videoDeletedAt) {
    return (
      <Text color="fg.muted" data-testid="recording-deleted">
        {result.videoDeletedReason === 'retention' ? InterviewMessages.recordingDeletedRetention : InterviewMessages.recordingDeleted}
      </Text>
    );
  }
  if (!fileId) return <Text color="fg.muted">No recording was made for this interview.</Text>;
  const fileName = result.videoFileName ?? `${fileId}.webm`;

  return (
    <Stack gap="2">
      <Box borderRadius="lg" overflow="hidden" bg="gray.900" aspectRatio={4 / 3} maxW="md" w="full">
        {link.url ? (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- a candidate's own recording has no captions file; the dialog shows every answer as text next to it
          <video
            ref={player}
            src={link.url}
            controls
            preload="metadata"
            data-testid="interview-video"
            style={{ width: '100%', height: '100%' }}
            onLoadedMetadata={() => {
              if (player.current && resumeAt.current > 0) player.current.currentTime = resumeAt.current;
            }}
            onError={() => {
              // An expired link: ask for a new one and carry on where the player was.
              resumeAt.current = player.current?.currentTime ?? 0;
              link.renew();
            }}
          />
        ) : link.isLoading ? (
          <HStack justify="center" h="full" color="white">
            <Spinner size="sm" />
          </HStack>
        ) : (
          <HStack justify="center" h="full" color="white" p="4">
            <Text>{link.error?.message ?? 'The recording cannot be played.'}</Text>
          </HStack>
        )}
      </Box>
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" loading={download.isPending} onClick={() => download.mutate({ fileId, fileName })}>
          <LuDownload /> Download Video
        </Button>
        <Text fontSize="sm" color="fg.muted" data-testid="video-file-name" wordBreak="break-all">
          {fileName}
        </Text>
      </HStack>
    </Stack>
  );
}
