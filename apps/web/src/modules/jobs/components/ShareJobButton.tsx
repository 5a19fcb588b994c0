import { Button, type ButtonProps } from '@chakra-ui/react';
import { LuShare2 } from 'react-icons/lu';
import type { Job } from '@hirewise/contracts/jobs';
import { notify } from '../../ui/components/toaster';
import { jobShareUrl } from '../utils/job-place';
import { JobTexts } from '../utils/job-texts';

type ShareJobButtonProps = { job: Pick<Job, '_id' | 'title'> } & Pick<ButtonProps, 'size' | 'variant'>;

/**
 * Share: the device's own share sheet where there is one (phones), else the job page's link copied
 * to the clipboard with a "Link copied" toast. Closing the share sheet is not a failure; a sheet
 * that refuses (no permission) falls back to copying.
 */
export function ShareJobButton({ job, size = 'sm', variant = 'ghost' }: ShareJobButtonProps) {
  const share = async () => {
    const url = jobShareUrl(job._id);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: job.title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      // No clipboard outside a secure context (plain http).
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      notify.success(JobTexts.linkCopied);
    } catch {
      notify.error(JobTexts.copyFailed);
    }
  };
  return (
    <Button size={size} variant={variant} colorPalette="brand" aria-label={`${JobTexts.share} ${job.title}`} onClick={() => void share()}>
      <LuShare2 /> {JobTexts.share}
    </Button>
  );
}
