import { Text } from '@chakra-ui/react';
import type { Application } from '@hirewise/contracts/applications';
import { rejectionNoteText } from '../utils/rejection-reason';

/** Under the applicant's rejected application: the reasons the recruiter chose to share. */
export function RejectionNote({ application }: { application: Application }) {
  const { rejection } = application;
  if (application.status !== 'rejected' || !rejection?.shared) return null;
  const text = rejectionNoteText(rejection);
  if (!text) return null;
  return (
    <Text textStyle="sm" color="fg.muted" data-testid="rejection-note">
      {text}
    </Text>
  );
}
