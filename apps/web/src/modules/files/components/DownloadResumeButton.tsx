import { Button, type ButtonProps } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { useResumeDownload } from '../hooks/use-resume-download';

interface DownloadResumeButtonProps {
  /** The applicant's stored resume file name ('' when they have none). */
  resume: string | null | undefined;
  size?: ButtonProps['size'];
}

/** Download Resume: a PDF opens in a new tab, other types download (toasts as spec section 8). */
export function DownloadResumeButton({ resume, size = 'sm' }: DownloadResumeButtonProps) {
  const { download, isPending } = useResumeDownload();
  return (
    <Button size={size} variant="outline" colorPalette="brand" loading={isPending} loadingText="Downloading" onClick={() => download(resume)}>
      <LuDownload />
      Download Resume
    </Button>
  );
}
