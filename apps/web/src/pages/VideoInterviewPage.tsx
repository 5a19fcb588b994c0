import { PlaceholderScreen } from '../modules/content/components/PlaceholderScreen';

export function VideoInterviewPage() {
  return <PlaceholderScreen title="AI Video Interview" description="Answer the interview question on camera; your answer is transcribed and scored." />;
}
