import { useParams } from 'react-router-dom';
import { InterviewScreen } from '../modules/interview/components/InterviewScreen';
import { RequireToken } from '../modules/session/components/RequireToken';

/** /jobs/{jobId}/interview: the audio interview from a job tile, on the applicant's application to that job. */
export function AudioInterviewPage() {
  const { jobId = '' } = useParams();
  return (
    <RequireToken>
      <InterviewScreen key={jobId} target={{ kind: 'audio', jobId }} />
    </RequireToken>
  );
}
