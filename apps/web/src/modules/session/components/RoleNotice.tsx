import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { UserType } from '@hirewise/contracts/domain';
import { homePathFor } from '../utils/home-path';
import { RoleTexts } from '../utils/session-texts';

/** A screen of the other role: say whose it is and lead the user back to their own home. */
export function RoleNotice({ screenFor, signedInAs }: { screenFor: UserType; signedInAs: UserType }) {
  const texts = RoleTexts[screenFor];
  return (
    <Container maxW="xl" py={{ base: '16', md: '24' }} px="4" data-testid="role-notice">
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="2xl">
          {texts.title}
        </Heading>
        <Text color="fg.muted">{texts.description}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={homePathFor(signedInAs)}>{texts.homeLink}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
