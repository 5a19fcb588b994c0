import { PlaceholderScreen } from '../modules/content/components/PlaceholderScreen';

export function AiInterviewPage() {
  return <PlaceholderScreen title="AI Interview" description="Practise answering interview questions by voice and get an AI score out of 100." />;
}
