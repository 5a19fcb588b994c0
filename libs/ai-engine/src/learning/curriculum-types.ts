import type { Difficulty, LearningResource } from '@hirewise/contracts';

export type LearningStyle = LearningResource['type'];
/** [title, url] */
export type ResourceRef = [title: string, url: string];

export interface CurriculumModule {
  level: Difficulty;
  title: string;
  description: string;
  /** Study hours for a learner at this module's level. */
  hours: number;
  /** Extra words that tie the module to learning goals ("interview", "dashboard", "api"). */
  keywords: string;
  resources: Partial<Record<LearningStyle, ResourceRef>>;
}

export interface SkillCurriculum {
  skill: string;
  domain: string;
  /** What a beginner should already know. */
  prerequisites: string[];
  modules: CurriculumModule[];
  /** Skill-wide resources per style, used when a module has none of the preferred style. */
  defaults: Partial<Record<LearningStyle, ResourceRef>>;
}

type ModuleSpec = [level: Difficulty, title: string, description: string, hours: number, keywords: string, resources: Partial<Record<LearningStyle, ResourceRef>>];

export function curriculum(skill: string, domain: string, prerequisites: string[], defaults: SkillCurriculum['defaults'], modules: ModuleSpec[]): SkillCurriculum {
  return {
    skill,
    domain,
    prerequisites,
    defaults,
    modules: modules.map(([level, title, description, hours, keywords, resources]) => ({ level, title, description, hours, keywords, resources })),
  };
}
