import { Button, SimpleGrid } from '@chakra-ui/react';
import { LuUpload } from 'react-icons/lu';
import type { ApplicantProfile } from '@hirewise/contracts/auth';
import { DownloadResumeButton } from '../../files/components/DownloadResumeButton';
import { FileUploadField } from '../../files/components/FileUploadField';
import { useFileChoice } from '../../files/hooks/use-file-choice';
import type { UploadKind } from '../../files/utils/file-rules';
import { useProfileUpload } from '../hooks/use-profile-upload';

interface ProfileUploadProps {
  kind: UploadKind;
  label: string;
  /** The stored file name ('' when none). */
  stored: string;
  storedText: string;
  missingText: string;
}

function ProfileUpload({ kind, label, stored, storedText, missingText }: ProfileUploadProps) {
  const choice = useFileChoice(kind);
  const { upload, isPending, progress } = useProfileUpload(kind, { onDone: choice.reset, onRefused: choice.drop });

  const onUpload = () => {
    const file = choice.check();
    if (file) upload(file);
  };

  return (
    <FileUploadField
      kind={kind}
      label={label}
      file={choice.file}
      onChoose={choice.choose}
      error={choice.error}
      progress={progress}
      placeholder={stored ? storedText : missingText}
      actions={
        <>
          <Button colorPalette="brand" onClick={onUpload} loading={isPending} loadingText="Uploading" aria-label={`Upload ${label}`}>
            <LuUpload /> Upload
          </Button>
          {kind === 'resume' && stored && <DownloadResumeButton resume={stored} size="md" />}
        </>
      }
    />
  );
}

/** Resume and photo of the applicant profile: each uploads on its own and is saved at once. */
export function ProfileUploads({ profile }: { profile: ApplicantProfile }) {
  return (
    <SimpleGrid columns={1} gap="6">
      <ProfileUpload kind="resume" label="Resume" stored={profile.resume} storedText="Your resume is on your profile" missingText="No resume uploaded yet" />
      <ProfileUpload kind="profile" label="Profile photo" stored={profile.profile} storedText="Your photo is on your profile" missingText="No photo uploaded yet" />
    </SimpleGrid>
  );
}
