import { Avatar } from '@chakra-ui/react';

/**
 * The applicant's initials. Profile photos are served once the files issue lands; until then
 * `jobApplicant.profile` has no public address to load, so no image is requested.
 */
export function ApplicantAvatar({ name }: { name: string }) {
  return (
    <Avatar.Root size="lg" colorPalette="brand" flexShrink={0}>
      <Avatar.Fallback name={name} />
    </Avatar.Root>
  );
}
