import { useEffect, useRef } from 'react';
import { Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { NOTIFICATION_TYPES, NOTIFICATION_TYPE_LABELS } from '@hirewise/contracts/notifications';
import { useEmailPreferences, useSaveEmailPreferences } from '../hooks/use-email-preferences';
import { LoadState } from '../../ui/components/LoadState';
import { EMAIL_PREFERENCES_ANCHOR, EmailPreferenceTexts } from '../utils/notification-texts';

/**
 * 'Email notifications' on the profile (/profile#notifications, where an email's footer and the
 * unsubscribe page link): one switch per type the caller receives, each saved as it changes.
 */
export function EmailPreferences() {
  const preferences = useEmailPreferences();
  const save = useSaveEmailPreferences();
  const { hash } = useLocation();
  const section = useRef<HTMLDivElement>(null);
  // An answer without the email map (an older or misrouted server) counts as a failed load, not a crash of the profile.
  const email = preferences.data?.email;
  const loaded = preferences.isSuccess && typeof email === 'object' && email !== null;

  // The profile loads before this does, so the shell's own anchor scroll finds nothing yet.
  useEffect(() => {
    if (loaded && hash === `#${EMAIL_PREFERENCES_ANCHOR}`) section.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  const renderSwitches = () => {
    if (!loaded) return null;
    // Only the caller's own types come back; the contracts' order keeps the list stable.
    const types = NOTIFICATION_TYPES.filter((type) => typeof email[type] === 'boolean');
    return (
      <Stack gap="3">
        {types.map((type) => (
          <Switch.Root
            key={type}
            colorPalette="brand"
            justifyContent="space-between"
            gap="4"
            checked={email[type]}
            onCheckedChange={(details) => save.mutate({ email: { [type]: details.checked } })}
          >
            <Switch.HiddenInput name={type} />
            <Switch.Label fontWeight="normal">{NOTIFICATION_TYPE_LABELS[type]}</Switch.Label>
            <Switch.Control />
          </Switch.Root>
        ))}
      </Stack>
    );
  };

  return (
    <Stack gap="4" as="section" id={EMAIL_PREFERENCES_ANCHOR} aria-labelledby="email-notifications-heading" ref={section}>
      <Stack gap="1">
        <Heading as="h2" size="md" id="email-notifications-heading">
          {EmailPreferenceTexts.title}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {EmailPreferenceTexts.description}
        </Text>
      </Stack>
      <LoadState
        pending={preferences.isPending}
        failed={!loaded}
        loadingLabel={EmailPreferenceTexts.loading}
        failedText={EmailPreferenceTexts.loadFailed}
        onRetry={preferences.refetch}
      >
        {renderSwitches}
      </LoadState>
    </Stack>
  );
}
