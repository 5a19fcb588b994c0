import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import type { Application } from '@hirewise/contracts/applications';
import { InterviewResultsButton } from '../../interview/components/InterviewResultsButton';
import { StatusChangeConfirm } from '../../rejection-reasons/components/StatusChangeConfirm';
import { useUpdateApplicationStatus } from '../hooks/use-update-application-status';
import { ApplicationTexts } from '../utils/application-texts';
import { isAiScored, recruiterActions, type StatusAction } from '../utils/status';

const PALETTES = { Shortlist: 'brand', Accept: 'green', Reject: 'red' } as const;

/**
 * Spec section 4, recruiter side: Shortlist / Reject, Accept / Reject, each confirmed with 'Are
 * you sure?' like End Job (Reject with an optional reason), and the interview's state for a
 * shortlisted applicant, or for an applied one who already completed it (a job that requires an
 * interview). Other statuses have no action (their badge is the label).
 */
export function StatusActions({ application }: { application: Application }) {
  const [confirming, setConfirming] = useState<StatusAction | null>(null);
  const update = useUpdateApplicationStatus(() => setConfirming(null));
  const actions = recruiterActions(application.status);
  const showInterview = application.status === 'shortlisted' || (application.status === 'applied' && application.interviewCompleted);
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="sm"
          colorPalette={PALETTES[action.label]}
          variant={action.label === 'Reject' ? 'outline' : 'solid'}
          // White on green.600 is 3.3:1; the 700 shade passes 4.5:1.
          {...(action.label === 'Accept' ? { bg: 'green.700', _hover: { bg: 'green.800' } } : {})}
          disabled={update.isPending}
          onClick={() => setConfirming(action)}
        >
          {action.label}
        </Button>
      ))}
      {showInterview && <InterviewResultsButton application={application} />}
      {confirming && (
        <StatusChangeConfirm
          confirmLabel={confirming.label}
          status={confirming.status}
          pending={update.isPending}
          detail={ApplicationTexts.statusChangeDetail(application.jobApplicant.name, confirming.status, application.job.title)}
          onClose={() => setConfirming(null)}
          aiScored={isAiScored(application) ? 1 : 0}
          onConfirm={(reason, reviewConfirmed) => update.mutate({ applicationId: application._id, status: confirming.status, reason, reviewConfirmed })}
        />
      )}
    </>
  );
}
