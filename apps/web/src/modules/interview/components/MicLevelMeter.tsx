import { Progress, Stack, Text } from '@chakra-ui/react';

/** The microphone's level (0..1) from the Web Audio analyser: speak and it moves. */
export function MicLevelMeter({ level }: { level: number }) {
  const percent = Math.round(level * 100);
  return (
    <Stack gap="1" w="full" maxW="sm">
      <Text fontSize="sm" color="fg.muted">
        Microphone level
      </Text>
      <Progress.Root value={percent} size="sm" colorPalette="green" aria-label="Microphone level" data-testid="mic-level" data-level={percent}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
