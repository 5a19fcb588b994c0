import { IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuX } from 'react-icons/lu';
import { FileUploadField } from '../../files/components/FileUploadField';
import type { FileChoice } from '../../files/hooks/use-file-choice';
import type { UploadKind } from '../../files/utils/file-rules';

interface SignupFileFieldsProps {
  resume: FileChoice;
  photo: FileChoice;
  progress: Record<UploadKind, number | null>;
  disabled: boolean;
}

function RemoveButton({ choice, label, disabled }: { choice: FileChoice; label: string; disabled: boolean }) {
  if (!choice.file && !choice.error) return null;
  return (
    <IconButton variant="ghost" aria-label={`Remove ${label}`} onClick={choice.reset} disabled={disabled}>
      <LuX />
    </IconButton>
  );
}

/** An applicant's resume and photo at signup: picked here, uploaded right after the account exists. */
export function SignupFileFields({ resume, photo, progress, disabled }: SignupFileFieldsProps) {
  return (
    <Stack gap="3">
      <Text textStyle="sm" color="fg.muted">
        Optional: add your resume and a photo now. They upload as soon as your account is created.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FileUploadField
          kind="resume"
          label="Resume"
          file={resume.file}
          onChoose={resume.choose}
          error={resume.error}
          progress={progress.resume}
          actions={<RemoveButton choice={resume} label="resume" disabled={disabled} />}
        />
        <FileUploadField
          kind="profile"
          label="Profile photo"
          file={photo.file}
          onChoose={photo.choose}
          error={photo.error}
          progress={progress.profile}
          actions={<RemoveButton choice={photo} label="photo" disabled={disabled} />}
        />
      </SimpleGrid>
    </Stack>
  );
}
