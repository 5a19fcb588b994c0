import { PlaceholderScreen } from '../modules/content/components/PlaceholderScreen';

export function LearningAgentPage() {
  return <PlaceholderScreen title="Learning Agent" description="Get a personal learning path with milestones and time estimates for the skill you want." />;
}
