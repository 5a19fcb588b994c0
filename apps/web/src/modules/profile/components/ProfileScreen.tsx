import { Button, Card, Center, Container, Heading, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import type { UserProfile } from '@hirewise/contracts/auth';
import { useUser } from '../hooks/use-user';
import { ApplicantProfileForm } from './ApplicantProfileForm';
import { ProfileHeader } from './ProfileHeader';
import { ProfileUploads } from './ProfileUploads';
import { RecruiterProfileForm } from './RecruiterProfileForm';
import { SelfIdentificationCard } from '../../self-identification/components/SelfIdentificationCard';
import { YourDataCard } from './YourDataCard';
import { EmailPreferences } from '../../notifications/components/EmailPreferences';

/**
 * The stored values a form edits. The form restarts from them only when they change (after
 * Update Details), not when an upload refreshes the profile, so unsaved edits survive an upload.
 */
function formKey(profile: UserProfile): string {
  return profile.type === 'recruiter'
    ? JSON.stringify([profile.name, profile.bio, profile.contactNumber])
    : JSON.stringify([profile.name, profile.education, profile.skills]);
}

/**
 * /profile: the recruiter form for a recruiter, otherwise the applicant form. The stored type and
 * the loaded profile agree for a valid session; the loaded profile decides, since the form must
 * match its fields.
 */
export function ProfileScreen() {
  const { data, isPending, isError, refetch } = useUser();

  let body;
  if (isPending) {
    body = (
      <Center py="16">
        <Spinner size="lg" color="brand.solid" role="status" aria-label="Loading profile" />
      </Center>
    );
  } else if (isError || !data) {
    body = (
      <Stack align="center" py="12" gap="4">
        <Text color="fg.muted">Your profile could not be loaded.</Text>
        <Button variant="outline" onClick={() => refetch()}>
          Try again
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="6">
        <ProfileHeader profile={data} />
        <Separator />
        {data.type === 'recruiter' ? (
          <>
            <RecruiterProfileForm key={formKey(data)} profile={data} />
            <Separator />
            <EmailPreferences />
          </>
        ) : (
          <>
            <ApplicantProfileForm key={formKey(data)} profile={data} />
            <Separator />
            <Stack gap="4" as="section" aria-labelledby="profile-files-heading">
              <Stack gap="1">
                <Heading as="h2" size="md" id="profile-files-heading">
                  Resume and photo
                </Heading>
                <Text textStyle="sm" color="fg.muted">
                  Each upload is saved to your profile right away.
                </Text>
              </Stack>
              <ProfileUploads profile={data} />
            </Stack>
            <Separator />
            <SelfIdentificationCard />
            <Separator />
            <YourDataCard />
            <Separator />
            <EmailPreferences />
          </>
        )}
      </Stack>
    );
  }

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Heading as="h1" size="2xl" mb="6" letterSpacing="tight">
        Profile
      </Heading>
      <Card.Root>
        <Card.Body>{body}</Card.Body>
      </Card.Root>
    </Container>
  );
}
