import { useState, type FormEvent } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { INCORRECT_INPUT, companyNameSchema, contactNumberSchema, type RecruiterProfile } from '@hirewise/contracts/auth';
import { JOB_CONTENT_LIMITS } from '@hirewise/contracts/constants';
import { notify } from '../../ui/components/toaster';
import { validateName } from '../../auth/utils/validation';
import { PhoneField } from '../../forms/components/PhoneField';
import { TextField } from '../../forms/components/TextField';
import { WordLimitedTextarea } from '../../forms/components/WordLimitedTextarea';
import { toContactNumber } from '../../forms/utils/contact-number';
import { useUpdateUser } from '../hooks/use-update-user';
import { NameField } from '../../forms/components/NameField';

/**
 * Recruiter profile (spec section 2): name, bio upto 250 words, contact number, Update Details; and
 * the company name (issue 19), which the recruiter's jobs carry from their next post or edit.
 */
export function RecruiterProfileForm({ profile }: { profile: RecruiterProfile }) {
  const [name, setName] = useState(profile.name);
  const [bio, setBio] = useState(profile.bio ?? '');
  const [contactNumber, setContactNumber] = useState(toContactNumber(profile.contactNumber));
  const [companyName, setCompanyName] = useState(profile.companyName ?? '');
  const [companyError, setCompanyError] = useState<string>();
  const [nameError, setNameError] = useState<string>();
  const [contactError, setContactError] = useState<string>();
  const update = useUpdateUser();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const nextNameError = validateName(name);
    const contact = contactNumberSchema.safeParse(contactNumber);
    const nextContactError = contact.success ? undefined : contact.error.issues[0]?.message;
    const company = companyNameSchema.safeParse(companyName);
    const nextCompanyError = company.success ? undefined : company.error.issues[0]?.message;
    setNameError(nextNameError);
    setContactError(nextContactError);
    setCompanyError(nextCompanyError);
    if (nextNameError || nextContactError || !company.success) {
      notify.error(INCORRECT_INPUT);
      return;
    }
    update.mutate({ name: name.trim(), bio, contactNumber, companyName: company.data });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Recruiter profile">
      <Stack gap="5">
        <NameField
          value={name}
          error={nameError}
          onChange={(value) => {
            setName(value);
            if (nameError) setNameError(validateName(value));
          }}
          onBlur={() => setNameError(validateName(name))}
        />
        <TextField
          label="Company name"
          name="companyName"
          autoComplete="organization"
          maxLength={JOB_CONTENT_LIMITS.companyName}
          helper="Shown on the jobs you post."
          value={companyName}
          error={companyError}
          onChange={(value) => {
            setCompanyName(value);
            setCompanyError(undefined);
          }}
        />
        <WordLimitedTextarea label="Bio" value={bio} rows={6} onChange={setBio} />
        <PhoneField
          value={contactNumber}
          error={contactError}
          onChange={(value) => {
            setContactNumber(value);
            setContactError(undefined);
          }}
        />
        <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={update.isPending}>
          Update Details
        </Button>
      </Stack>
    </form>
  );
}
