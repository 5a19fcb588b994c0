import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';

/** The live camera picture (muted: the applicant should not hear themselves). */
export function CameraPreview({ stream, recording = false }: { stream: MediaStream | null; recording?: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <Box position="relative" borderRadius="lg" overflow="hidden" bg="gray.900" aspectRatio={4 / 3} w="full" maxW="sm">
      <video ref={ref} autoPlay muted playsInline data-testid="camera-preview" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      {recording && (
        <Box position="absolute" top="2" left="2" bg="red.600" color="white" px="2" py="0.5" borderRadius="md" fontSize="xs" fontWeight="bold" data-testid="rec-indicator">
          ● REC
        </Box>
      )}
    </Box>
  );
}
