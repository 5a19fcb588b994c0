import { Button } from '@chakra-ui/react';
import type { Application } from '@hirewise/contracts/applications';
import { InterviewResultsButton } from '../../interview/components/InterviewResultsButton';
import { useUpdateApplicationStatus } from '../hooks/use-update-application-status';
import { recruiterActions } from '../utils/status';

const PALETTES = { Shortlist: 'brand', Accept: 'green', Reject: 'red' } as const;

/**
 * Spec section 4, recruiter side: Shortlist / Reject, Accept / Reject, and for a shortlisted
 * applicant the interview's state. Other statuses have no action (their badge is the label).
 */
export function StatusActions({ application }: { application: Application }) {
  const update = useUpdateApplicationStatus();
  const actions = recruiterActions(application.status);
  const busy = update.isPending ? update.variables?.status : undefined;
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
          loading={busy === action.status}
          disabled={update.isPending}
          onClick={() => update.mutate({ applicationId: application._id, status: action.status })}
        >
          {action.label}
        </Button>
      ))}
      {application.status === 'shortlisted' && <InterviewResultsButton application={application} />}
    </>
  );
}
