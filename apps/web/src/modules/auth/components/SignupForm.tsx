import type { FormEvent } from 'react';
import { Button, Field, Link, NativeSelect, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { INCORRECT_INPUT } from '@hirewise/contracts/auth';
import type { UserType } from '@hirewise/contracts/domain';
import { notify } from '../../ui/components/toaster';
import { EducationEditor } from '../../forms/components/EducationEditor';
import { NameField } from '../../forms/components/NameField';
import { EmailField } from '../../forms/components/EmailField';
import { PasswordInput } from '../../forms/components/PasswordInput';
import { PhoneField } from '../../forms/components/PhoneField';
import { SkillsInput } from '../../forms/components/SkillsInput';
import { WordLimitedTextarea } from '../../forms/components/WordLimitedTextarea';
import { useFileChoice } from '../../files/hooks/use-file-choice';
import { useSignup } from '../hooks/use-signup';
import { useSignupForm } from '../hooks/use-signup-form';
import { AuthToastSlots } from '../utils/toast-slots';
import { AuthCard } from './AuthCard';
import { SignupFileFields } from './SignupFileFields';

export function SignupForm() {
  const { values, setValue, errors, educationErrors, blur, validate } = useSignupForm();
  const signupMutation = useSignup();
  const resume = useFileChoice('resume');
  const photo = useFileChoice('profile');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = validate();
    // A refused file keeps its message on screen until another is picked or it is removed.
    const fileRefused = values.type === 'applicant' && Boolean(resume.error || photo.error);
    if (!request || fileRefused) {
      notify.error(INCORRECT_INPUT, { slot: AuthToastSlots.signup });
      return;
    }
    notify.clear(AuthToastSlots.signup);
    const files = values.type === 'applicant' ? { resume: resume.file, profile: photo.file } : undefined;
    signupMutation.mutate({ request, files });
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Join Hirewise as a job seeker or as a recruiter."
      maxW="2xl"
      footer={
        <Text textStyle="sm" color="fg.muted">
          Already have an account?{' '}
          <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
            <RouterLink to="/login">Log in</RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Signup">
        <Stack gap="5">
          <Field.Root>
            <Field.Label>Category</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="type"
                value={values.type}
                onChange={(event) => setValue('type', event.target.value as UserType)}
              >
                <option value="applicant">Applicant</option>
                <option value="recruiter">Recruiter</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>

          <NameField value={values.name} error={errors.name} onChange={(value) => setValue('name', value)} onBlur={() => blur('name')} />

          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <EmailField value={values.email} error={errors.email} onChange={(value) => setValue('email', value)} onBlur={() => blur('email')} />
            <Field.Root invalid={Boolean(errors.password)} required>
              <Field.Label>
                Password <Field.RequiredIndicator />
              </Field.Label>
              <PasswordInput
                value={values.password}
                autoComplete="new-password"
                onChange={(value) => setValue('password', value)}
                onBlur={() => blur('password')}
              />
              <Field.ErrorText>{errors.password}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>

          <Separator />

          {values.type === 'applicant' ? (
            <>
              <EducationEditor
                rows={values.education}
                errors={educationErrors}
                onChange={(rows) => setValue('education', rows)}
              />
              <SkillsInput value={values.skills} onChange={(skills) => setValue('skills', skills)} />
              <SignupFileFields resume={resume} photo={photo} progress={signupMutation.progress} disabled={signupMutation.isPending} />
            </>
          ) : (
            <>
              <WordLimitedTextarea
                label="Bio"
                value={values.bio}
                placeholder="Tell applicants about yourself and your company"
                onChange={(bio) => setValue('bio', bio)}
              />
              <PhoneField
                value={values.contactNumber}
                error={errors.contactNumber}
                onChange={(contactNumber) => setValue('contactNumber', contactNumber)}
              />
            </>
          )}

          <Button type="submit" colorPalette="brand" size="lg" loading={signupMutation.isPending} loadingText="Signing up">
            Signup
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
