import { RecruiterAgentScreen } from '../modules/ai/recruiter-agent/components/RecruiterAgentScreen';

export function RecruiterAgentPage() {
  return <RecruiterAgentScreen />;
}
