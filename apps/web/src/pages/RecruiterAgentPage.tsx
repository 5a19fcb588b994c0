import { PlaceholderScreen } from '../modules/content/components/PlaceholderScreen';

export function RecruiterAgentPage() {
  return <PlaceholderScreen title="Recruiter Agent" description="Describe the company, the candidate and the job to get an AI evaluation of the candidate." />;
}
