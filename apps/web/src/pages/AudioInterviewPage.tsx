import { PlaceholderScreen } from '../modules/content/components/PlaceholderScreen';

export function AudioInterviewPage() {
  return <PlaceholderScreen title="Audio Interview" description="Answer the interview question by voice; your answer is transcribed and scored." />;
}
