import { Badge, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { LuStar } from 'react-icons/lu';
import type { UserProfile } from '@hirewise/contracts/auth';
import { PhotoAvatar } from '../../files/components/PhotoAvatar';

/** Who is signed in: photo (initials without one), name, email, role and (applicants) rating. */
export function ProfileHeader({ profile }: { profile: UserProfile }) {
  const rating = profile.type === 'applicant' && profile.rating >= 0 ? profile.rating : null;
  return (
    <HStack gap="4" align="center">
      <PhotoAvatar size="2xl" name={profile.name} photo={profile.type === 'applicant' ? profile.profile : ''} />
      <Stack gap="1" minW="0">
        <Heading as="h2" size="lg" truncate>
          {profile.name}
        </Heading>
        <Text color="fg.muted" textStyle="sm" truncate>
          {profile.email}
        </Text>
        <HStack gap="2">
          <Badge colorPalette="brand" variant="subtle" textTransform="capitalize">
            {profile.type}
          </Badge>
          {rating !== null && (
            <Badge colorPalette="yellow" variant="subtle" aria-label={`Rating ${rating.toFixed(1)} out of 5`}>
              <LuStar /> {rating.toFixed(1)}
            </Badge>
          )}
        </HStack>
      </Stack>
    </HStack>
  );
}
