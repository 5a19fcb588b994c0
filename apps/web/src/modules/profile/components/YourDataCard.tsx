import { useState } from 'react';
import { Button, Field, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { LuDownload, LuTrash2 } from 'react-icons/lu';
import { PASSWORD_REQUIRED } from '@hirewise/contracts/auth';
import { PasswordInput } from '../../forms/components/PasswordInput';
import { AppDialog } from '../../ui/components/AppDialog';
import { useDeleteMyAccount, useExportMyData } from '../hooks/use-your-data';

/**
 * Your data (beyond the spec, docs/privacy.md): download everything held about you as JSON, or
 * delete the account after confirming with the password.
 */
export function YourDataCard() {
  const exportData = useExportMyData();
  const deleteAccount = useDeleteMyAccount();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();

  const close = (open: boolean) => {
    setConfirming(open);
    if (!open) {
      setPassword('');
      setPasswordError(undefined);
    }
  };
  const confirm = () => {
    if (password === '') {
      setPasswordError(PASSWORD_REQUIRED);
      return;
    }
    deleteAccount.mutate({ password });
  };

  return (
    <Stack gap="4" as="section" aria-labelledby="your-data-heading">
      <Stack gap="1">
        <Heading as="h2" size="md" id="your-data-heading">
          Your data
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          Download everything we hold about you as one file, or delete your account.
        </Text>
      </Stack>
      <Flex gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => exportData.mutate()} loading={exportData.isPending} loadingText="Preparing">
          <LuDownload />
          Download my data
        </Button>
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          <LuTrash2 />
          Delete account
        </Button>
      </Flex>
      <AppDialog
        open={confirming}
        onOpenChange={close}
        title="Delete your account?"
        size="sm"
        submit={{ label: 'Delete account', onClick: confirm, loading: deleteAccount.isPending, colorPalette: 'red' }}
      >
        <Stack gap="4">
          <Text color="fg.muted" textStyle="sm">
            Your profile, resume, photo, statements of purpose and interview answers are removed and your open applications are
            cancelled. Recruiters keep only anonymous hiring records. This cannot be undone.
          </Text>
          <Field.Root invalid={Boolean(passwordError)} required>
            <Field.Label>Password</Field.Label>
            <PasswordInput
              value={password}
              autoComplete="current-password"
              onChange={(value) => {
                setPassword(value);
                setPasswordError(undefined);
              }}
            />
            {passwordError ? <Field.ErrorText>{passwordError}</Field.ErrorText> : <Field.HelperText>Enter your password to confirm.</Field.HelperText>}
          </Field.Root>
        </Stack>
      </AppDialog>
    </Stack>
  );
}
