import { useParams } from 'react-router-dom';
import { InterviewScreen } from '../modules/interview/components/InterviewScreen';
import { RequireToken } from '../modules/session/components/RequireToken';

/** /interview/{jobId}/{applicationId}: the AI video interview (Take Interview on /applications). */
export function VideoInterviewPage() {
  const { jobId = '', applicationId = '' } = useParams();
  return (
    <RequireToken>
      <InterviewScreen key={`${jobId}/${applicationId}`} target={{ kind: 'video', jobId, applicationId }} />
    </RequireToken>
  );
}
