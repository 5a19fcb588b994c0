import { SkillAssessmentScreen } from '../modules/ai/assessment/components/SkillAssessmentScreen';

export function SkillAssessmentPage() {
  return <SkillAssessmentScreen />;
}
