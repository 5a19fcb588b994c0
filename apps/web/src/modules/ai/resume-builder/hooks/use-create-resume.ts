import { useMutation } from '@tanstack/react-query';
import type { ResumeInput, ResumeResult } from '@hirewise/contracts/ai';
import { notify } from '@/modules/ui/components/toaster';
import { AiMessages } from '../../shared/utils/ai-messages';
import { createResume } from '../api/create-resume';

/** A resume made by the AI service: `onCreated` gets each good one; a failure is said in a red toast. */
export function useCreateResume(onCreated: (resume: ResumeResult) => void) {
  return useMutation({
    mutationFn: (request: ResumeInput) => createResume(request),
    onSuccess: onCreated,
    onError: (error) => notify.error(error instanceof Error ? error.message : AiMessages.resumeServerError),
  });
}
