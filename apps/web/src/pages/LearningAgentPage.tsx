import { LearningAgentScreen } from '../modules/ai/learning/components/LearningAgentScreen';

export function LearningAgentPage() {
  return <LearningAgentScreen />;
}
