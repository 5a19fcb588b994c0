import { PlaceholderScreen } from '../modules/content/components/PlaceholderScreen';

export function ResumeBuilderPage() {
  return <PlaceholderScreen title="Resume Builder" description="Turn your experience and technologies into a clean, printable resume." />;
}
