import { ResumeBuilderScreen } from '../modules/ai/resume-builder/components/ResumeBuilderScreen';

export function ResumeBuilderPage() {
  return <ResumeBuilderScreen />;
}
