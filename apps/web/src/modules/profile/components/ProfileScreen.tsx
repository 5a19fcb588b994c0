import { Button, Card, Center, Container, Heading, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { useUser } from '../hooks/use-user';
import { ApplicantProfileForm } from './ApplicantProfileForm';
import { ProfileHeader } from './ProfileHeader';
import { RecruiterProfileForm } from './RecruiterProfileForm';

/**
 * /profile: the recruiter form for a recruiter, otherwise the applicant form. The stored type and
 * the loaded profile agree for a valid session; the loaded profile decides, since the form must
 * match its fields.
 */
export function ProfileScreen() {
  const { data, isPending, isError, refetch, dataUpdatedAt } = useUser();

  let body;
  if (isPending) {
    body = (
      <Center py="16">
        <Spinner size="lg" color="brand.solid" aria-label="Loading profile" />
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
        {/* Keyed by load time so a refetch after saving resets the form to the stored values. */}
        {data.type === 'recruiter' ? (
          <RecruiterProfileForm key={dataUpdatedAt} profile={data} />
        ) : (
          <ApplicantProfileForm key={dataUpdatedAt} profile={data} />
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
