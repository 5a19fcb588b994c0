import { Badge, HStack, Text } from '@chakra-ui/react';
import { LuMapPin } from 'react-icons/lu';
import type { Job } from '@hirewise/contracts/jobs';
import { placeText } from '../utils/job-place';
import { JobTexts } from '../utils/job-texts';

/** Where the job is: the city and country, and a Remote badge; nothing when neither is given. */
export function JobPlace({ job }: { job: Pick<Job, 'location' | 'remote'> }) {
  const place = placeText(job);
  if (place === '' && !job.remote) return null;
  return (
    <HStack gap="2" wrap="wrap" data-testid="job-place">
      {place !== '' && (
        <HStack gap="1" color="fg.muted" textStyle="sm">
          <LuMapPin aria-hidden />
          <Text as="span">{place}</Text>
        </HStack>
      )}
      {job.remote && (
        <Badge colorPalette="green" variant="subtle">
          {JobTexts.remote}
        </Badge>
      )}
    </HStack>
  );
}
