import { useState, type FormEvent } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { INCORRECT_INPUT, type ApplicantProfile } from '@hirewise/contracts/auth';
import { notify } from '../../ui/components/toaster';
import { validateName } from '../../auth/utils/validation';
import { EducationEditor } from '../../forms/components/EducationEditor';
import { SkillsInput } from '../../forms/components/SkillsInput';
import { cleanEducation, toEducationFormRows, type EducationRowErrors } from '../../forms/utils/education';
import { useUpdateUser } from '../hooks/use-update-user';
import { NameField } from '../../forms/components/NameField';

/** Applicant profile: name, education rows and skills (resume and photo uploads come later). */
export function ApplicantProfileForm({ profile }: { profile: ApplicantProfile }) {
  const [name, setName] = useState(profile.name);
  const [education, setEducation] = useState(() => toEducationFormRows(profile.education));
  const [skills, setSkills] = useState<string[]>(profile.skills ?? []);
  const [nameError, setNameError] = useState<string>();
  const [educationErrors, setEducationErrors] = useState<Record<number, EducationRowErrors>>({});
  const update = useUpdateUser();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const nextNameError = validateName(name);
    const cleaned = cleanEducation(education);
    setNameError(nextNameError);
    setEducationErrors(cleaned.ok ? {} : cleaned.errors);
    if (nextNameError || !cleaned.ok) {
      notify.error(INCORRECT_INPUT);
      return;
    }
    // Once saved, the form shows what was stored: blank rows, which are not sent, go.
    update.mutate({ name: name.trim(), education: cleaned.rows, skills }, { onSuccess: () => setEducation(toEducationFormRows(cleaned.rows)) });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Applicant profile">
      <Stack gap="6">
        <NameField
          value={name}
          error={nameError}
          onChange={(value) => {
            setName(value);
            if (nameError) setNameError(validateName(value));
          }}
          onBlur={() => setNameError(validateName(name))}
        />
        <EducationEditor
          rows={education}
          errors={educationErrors}
          onChange={(rows) => {
            setEducation(rows);
            setEducationErrors({});
          }}
        />
        <SkillsInput value={skills} onChange={setSkills} />
        <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={update.isPending}>
          Update Details
        </Button>
      </Stack>
    </form>
  );
}
