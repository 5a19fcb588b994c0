import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Center, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuMailCheck, LuMailX } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { NotificationMessages } from '@hirewise/contracts/notifications';
import { ApiError, errorMessage } from '../../api/api-error';
import { useUnsubscribe } from '../hooks/use-unsubscribe';
import { EMAIL_PREFERENCES_ANCHOR, UnsubscribeTexts } from '../utils/notification-texts';

function Outcome({ icon, title, message, children }: { icon: ReactNode; title: string; message: string; children?: ReactNode }) {
  return (
    <Stack gap="4" align="center" textAlign="center">
      <Center boxSize="14" borderRadius="full" bg="brand.subtle" color="brand.fg" fontSize="2xl" aria-hidden>
        {icon}
      </Center>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{message}</Text>
      {children}
    </Stack>
  );
}

/**
 * /unsubscribe?token=...: an email's unsubscribe link. Works signed out: the token is the
 * credential. It is sent once on arrival (StrictMode runs effects twice); the server's message says
 * what stopped. A link the server refuses is invalid; a failure to reach it can be tried again.
 */
export function UnsubscribeScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, data, error, isError, isSuccess } = useUnsubscribe();
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  let content;
  const refused = isError && error instanceof ApiError && error.status >= 400 && error.status < 500;
  if (!token || refused) {
    const message = token ? errorMessage(error, NotificationMessages.badUnsubscribeToken) : NotificationMessages.badUnsubscribeToken;
    content = <Outcome icon={<LuMailX />} title={UnsubscribeTexts.invalid} message={message} />;
  } else if (isError) {
    content = (
      <Outcome icon={<LuMailX />} title={UnsubscribeTexts.failed} message={errorMessage(error, UnsubscribeTexts.failed)}>
        <Button colorPalette="brand" onClick={() => mutate(token)}>
          {UnsubscribeTexts.tryAgain}
        </Button>
      </Outcome>
    );
  } else if (isSuccess) {
    content = (
      <Outcome icon={<LuMailCheck />} title={UnsubscribeTexts.done} message={data.message}>
        <Button asChild colorPalette="brand" variant="outline">
          <RouterLink to={{ pathname: '/profile', hash: `#${EMAIL_PREFERENCES_ANCHOR}` }}>{UnsubscribeTexts.manage}</RouterLink>
        </Button>
      </Outcome>
    );
  } else {
    content = (
      <Stack gap="4" align="center">
        <Heading as="h1" size="2xl">
          {UnsubscribeTexts.pageTitle}
        </Heading>
        <Spinner size="lg" color="brand.solid" role="status" aria-label={UnsubscribeTexts.working} />
      </Stack>
    );
  }

  return (
    <Container maxW="xl" py={{ base: '16', md: '24' }} px="4">
      {content}
    </Container>
  );
}
