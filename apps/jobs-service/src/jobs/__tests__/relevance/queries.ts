import type { CorpusJob } from './corpus';

/**
 * Judged queries of the relevance set, graded 0-3 as a job seeker typing them would grade the
 * posts: 3 = what they are looking for, 2 = closely related, 1 = marginal, 0 = not relevant.
 * Written before the ranking was tuned. `dev` queries may be tuned on; `frozen` ones never are:
 * their score shows whether tuning generalised.
 */
export type Grade = 0 | 1 | 2 | 3;
export interface JudgedQuery {
  q: string;
  split: 'dev' | 'frozen';
  grade: (job: CorpusJob) => Grade;
}

const words = (text: string) => new RegExp(`\\b${text.replace(/[.+#]/g, (c) => `\\${c}`)}\\b`, 'i');
const inTitle = (job: CorpusJob, text: string) => words(text).test(job.title);
const hasSkill = (job: CorpusJob, skill: string) => job.skills.some((s) => s.toLowerCase() === skill.toLowerCase());
/** Named in the description (the post asks for it or mentions it as a plus). */
const mentions = (job: CorpusJob, text: string) => words(text).test(job.text);
const isFamily = (job: CorpusJob, ...families: string[]) => families.includes(job.family);
const isDeveloperRole = (job: CorpusJob) => /\b(developer|engineer)\b/i.test(job.title);

/** The first condition that holds gives the grade. */
function graded(...levels: [Grade, (job: CorpusJob) => boolean][]): (job: CorpusJob) => Grade {
  return (job) => levels.find(([, test]) => test(job))?.[0] ?? 0;
}

const javascriptDeveloper = graded(
  [3, (j) => inTitle(j, 'javascript')],
  [2, (j) => isFamily(j, 'frontend', 'fullstack', 'node') && isDeveloperRole(j) && hasSkill(j, 'JavaScript')],
  [1, (j) => hasSkill(j, 'JavaScript') || mentions(j, 'javascript')],
);
const reactDeveloper = graded(
  [3, (j) => inTitle(j, 'react')],
  [2, (j) => isFamily(j, 'frontend', 'fullstack') && hasSkill(j, 'React')],
  [1, (j) => hasSkill(j, 'React') || mentions(j, 'react')],
);
const pythonDeveloper = graded(
  [3, (j) => isFamily(j, 'python')],
  [2, (j) => hasSkill(j, 'Python') && isDeveloperRole(j)],
  [1, (j) => hasSkill(j, 'Python') || mentions(j, 'python')],
);
const machineLearningEngineer = graded(
  [3, (j) => /\b(machine learning|ml) engineer\b/i.test(j.title)],
  [2, (j) => isFamily(j, 'ml')],
  [1, (j) => hasSkill(j, 'Machine Learning') || mentions(j, 'machine learning')],
);
const kubernetes = graded(
  [3, (j) => isFamily(j, 'devops') && hasSkill(j, 'Kubernetes')],
  [2, (j) => hasSkill(j, 'Kubernetes')],
  [1, (j) => mentions(j, 'kubernetes') || isFamily(j, 'devops')],
);
const dataAnalyst = graded(
  [3, (j) => inTitle(j, 'data analyst')],
  [2, (j) => isFamily(j, 'analyst')],
  [1, (j) => isFamily(j, 'ml', 'dataeng')],
);
const dataScientist = graded([3, (j) => inTitle(j, 'data scientist')], [2, (j) => isFamily(j, 'ml')], [1, (j) => isFamily(j, 'analyst', 'dataeng')]);
const accountant = graded([3, (j) => inTitle(j, 'accountant')], [2, (j) => isFamily(j, 'accounts')]);
const golang = graded([3, (j) => isFamily(j, 'golang')], [2, (j) => hasSkill(j, 'Go')]);
const titleThenFamily = (title: string, family: string, related: string[] = []) =>
  graded([3, (j) => inTitle(j, title)], [2, (j) => isFamily(j, family)], [1, (j) => isFamily(j, ...related)]);

export const QUERIES: JudgedQuery[] = [
  // ---------- dev ----------
  { split: 'dev', q: 'javascript developer', grade: javascriptDeveloper },
  { split: 'dev', q: 'js developer', grade: javascriptDeveloper },
  { split: 'dev', q: 'javscript developer', grade: javascriptDeveloper },
  { split: 'dev', q: 'react developer', grade: reactDeveloper },
  { split: 'dev', q: 'react', grade: graded([3, (j) => inTitle(j, 'react')], [2, (j) => hasSkill(j, 'React')], [1, (j) => mentions(j, 'react')]) },
  { split: 'dev', q: 'python developer', grade: pythonDeveloper },
  { split: 'dev', q: 'pyhton developer', grade: pythonDeveloper },
  { split: 'dev', q: 'python', grade: graded([3, (j) => isFamily(j, 'python')], [2, (j) => hasSkill(j, 'Python')], [1, (j) => mentions(j, 'python')]) },
  {
    split: 'dev',
    q: 'java developer',
    grade: graded([3, (j) => isFamily(j, 'java')], [2, (j) => hasSkill(j, 'Java') && isDeveloperRole(j)], [1, (j) => hasSkill(j, 'Java') || mentions(j, 'java')]),
  },
  { split: 'dev', q: 'java', grade: graded([3, (j) => inTitle(j, 'java')], [2, (j) => hasSkill(j, 'Java')], [1, (j) => mentions(j, 'java')]) },
  { split: 'dev', q: 'spring boot', grade: graded([3, (j) => inTitle(j, 'spring boot')], [2, (j) => hasSkill(j, 'Spring Boot')], [1, (j) => isFamily(j, 'java')]) },
  { split: 'dev', q: 'data analyst', grade: dataAnalyst },
  { split: 'dev', q: '"data analyst"', grade: dataAnalyst },
  { split: 'dev', q: 'business analyst', grade: titleThenFamily('business analyst', 'analyst') },
  { split: 'dev', q: 'machine learning engineer', grade: machineLearningEngineer },
  { split: 'dev', q: 'ml engineer', grade: machineLearningEngineer },
  { split: 'dev', q: 'data scientist', grade: dataScientist },
  {
    split: 'dev',
    q: 'devops engineer',
    grade: graded([3, (j) => inTitle(j, 'devops engineer')], [2, (j) => isFamily(j, 'devops')], [1, (j) => hasSkill(j, 'Kubernetes') || hasSkill(j, 'Docker')]),
  },
  { split: 'dev', q: 'kubernetes', grade: kubernetes },
  { split: 'dev', q: 'k8s', grade: kubernetes },
  { split: 'dev', q: 'aws', grade: graded([3, (j) => hasSkill(j, 'AWS')], [1, (j) => mentions(j, 'aws')]) },
  { split: 'dev', q: 'accountant', grade: accountant },
  { split: 'dev', q: 'acountant', grade: accountant },
  { split: 'dev', q: 'hr executive', grade: titleThenFamily('hr executive', 'hr') },
  { split: 'dev', q: 'human resources', grade: titleThenFamily('human resources', 'hr') },
  { split: 'dev', q: 'sales manager', grade: titleThenFamily('sales manager', 'sales') },
  { split: 'dev', q: 'flutter developer', grade: graded([3, (j) => isFamily(j, 'flutter')], [2, (j) => isFamily(j, 'android', 'ios')]) },
  { split: 'dev', q: 'android developer', grade: graded([3, (j) => isFamily(j, 'android')], [2, (j) => isFamily(j, 'flutter')], [1, (j) => isFamily(j, 'ios')]) },
  { split: 'dev', q: 'ios developer', grade: graded([3, (j) => isFamily(j, 'ios')], [2, (j) => isFamily(j, 'flutter')], [1, (j) => isFamily(j, 'android')]) },
  {
    split: 'dev',
    q: 'ui ux designer',
    grade: graded([3, (j) => inTitle(j, 'ui/ux designer')], [2, (j) => inTitle(j, 'product designer') || inTitle(j, 'visual designer')], [1, (j) => isFamily(j, 'design')]),
  },
  { split: 'dev', q: 'graphic designer', grade: graded([3, (j) => inTitle(j, 'graphic designer')], [2, (j) => inTitle(j, 'visual designer')], [1, (j) => isFamily(j, 'design')]) },
  {
    split: 'dev',
    q: 'qa automation engineer',
    grade: graded([3, (j) => inTitle(j, 'test automation engineer') || inTitle(j, 'qa engineer')], [2, (j) => isFamily(j, 'qa')]),
  },
  { split: 'dev', q: 'selenium', grade: graded([3, (j) => hasSkill(j, 'Selenium')], [1, (j) => isFamily(j, 'qa')]) },
  { split: 'dev', q: 'seo', grade: graded([3, (j) => inTitle(j, 'seo')], [2, (j) => hasSkill(j, 'SEO')], [1, (j) => isFamily(j, 'marketing')]) },
  {
    split: 'dev',
    q: 'node.js backend developer',
    grade: graded([3, (j) => isFamily(j, 'node')], [2, (j) => isFamily(j, 'fullstack') || inTitle(j, 'backend')], [1, (j) => hasSkill(j, 'Node.js') || mentions(j, 'node.js')]),
  },
  { split: 'dev', q: 'django', grade: graded([3, (j) => inTitle(j, 'django')], [2, (j) => hasSkill(j, 'Django')], [1, (j) => isFamily(j, 'python')]) },
  { split: 'dev', q: 'data engineer', grade: graded([3, (j) => inTitle(j, 'data engineer')], [2, (j) => isFamily(j, 'dataeng')], [1, (j) => isFamily(j, 'ml', 'analyst')]) },
  { split: 'dev', q: 'technical writer', grade: titleThenFamily('technical writer', 'writer') },
  { split: 'dev', q: 'product manager', grade: titleThenFamily('product manager', 'pm') },
  { split: 'dev', q: 'customer support', grade: titleThenFamily('customer support', 'support') },
  { split: 'dev', q: 'full stack developer', grade: graded([3, (j) => isFamily(j, 'fullstack')], [2, (j) => isFamily(j, 'node', 'frontend')]) },
  {
    split: 'dev',
    q: 'senior java developer',
    grade: graded([3, (j) => isFamily(j, 'java') && j.level === 'Senior'], [2, (j) => isFamily(j, 'java')], [1, (j) => hasSkill(j, 'Java')]),
  },
  {
    split: 'dev',
    q: 'junior frontend developer',
    grade: graded([3, (j) => isFamily(j, 'frontend') && j.level === 'Junior'], [2, (j) => isFamily(j, 'frontend')], [1, (j) => isFamily(j, 'fullstack')]),
  },
  { split: 'dev', q: 'golang', grade: golang },
  { split: 'dev', q: 'c# developer', grade: graded([3, (j) => inTitle(j, 'c# developer')], [2, (j) => isFamily(j, 'dotnet')]) },
  {
    split: 'dev',
    q: 'developer -java',
    grade: graded([0, (j) => isFamily(j, 'java') || hasSkill(j, 'Java') || mentions(j, 'java')], [3, (j) => inTitle(j, 'developer')]),
  },
  {
    split: 'dev',
    q: 'python developer bengaluru',
    grade: graded([3, (j) => isFamily(j, 'python') && j.city === 'Bengaluru'], [2, (j) => isFamily(j, 'python')], [1, (j) => hasSkill(j, 'Python') && j.city === 'Bengaluru']),
  },
  { split: 'dev', q: 'power bi', grade: graded([3, (j) => hasSkill(j, 'Power BI')], [1, (j) => isFamily(j, 'analyst')]) },
  {
    split: 'dev',
    q: 'tensorflow pytorch',
    grade: graded([3, (j) => hasSkill(j, 'TensorFlow') && hasSkill(j, 'PyTorch')], [2, (j) => hasSkill(j, 'TensorFlow') || hasSkill(j, 'PyTorch')], [1, (j) => isFamily(j, 'ml')]),
  },
  { split: 'dev', q: 'embedded c++', grade: graded([3, (j) => inTitle(j, 'embedded software engineer')], [2, (j) => isFamily(j, 'cpp')]) },

  // ---------- frozen: never tuned on ----------
  { split: 'frozen', q: 'typescript', grade: graded([3, (j) => hasSkill(j, 'TypeScript')], [1, (j) => mentions(j, 'typescript') || isFamily(j, 'frontend')]) },
  { split: 'frozen', q: 'frontend engineer', grade: graded([3, (j) => inTitle(j, 'frontend engineer')], [2, (j) => isFamily(j, 'frontend')], [1, (j) => isFamily(j, 'fullstack')]) },
  { split: 'frozen', q: 'kubernets', grade: kubernetes },
  { split: 'frozen', q: 'golang developer', grade: golang },
  { split: 'frozen', q: '"data scientist"', grade: dataScientist },
  {
    split: 'frozen',
    q: 'engineer -java -python',
    grade: graded([0, (j) => hasSkill(j, 'Java') || hasSkill(j, 'Python') || mentions(j, 'java') || mentions(j, 'python')], [3, (j) => inTitle(j, 'engineer')]),
  },
  { split: 'frozen', q: 'recruitment', grade: graded([3, (j) => hasSkill(j, 'Recruitment')], [2, (j) => isFamily(j, 'hr')]) },
  { split: 'frozen', q: 'tally gst', grade: graded([3, (j) => hasSkill(j, 'Tally') && hasSkill(j, 'GST')], [2, (j) => hasSkill(j, 'Tally') || hasSkill(j, 'GST')], [1, (j) => isFamily(j, 'accounts')]) },
  {
    split: 'frozen',
    q: 'cloud engineer aws',
    grade: graded([3, (j) => inTitle(j, 'cloud engineer') && hasSkill(j, 'AWS')], [2, (j) => isFamily(j, 'devops') && hasSkill(j, 'AWS')], [1, (j) => hasSkill(j, 'AWS') || isFamily(j, 'devops')]),
  },
  {
    split: 'frozen',
    q: 'mobile app developer',
    grade: graded([3, (j) => isFamily(j, 'android', 'ios', 'flutter') && inTitle(j, 'mobile')], [2, (j) => isFamily(j, 'android', 'ios', 'flutter')]),
  },
  {
    split: 'frozen',
    q: 'content writer',
    grade: graded([3, (j) => inTitle(j, 'content writer')], [2, (j) => isFamily(j, 'writer') || inTitle(j, 'content marketing')], [1, (j) => hasSkill(j, 'Content Writing')]),
  },
  { split: 'frozen', q: 'sre', grade: graded([3, (j) => inTitle(j, 'site reliability engineer')], [2, (j) => isFamily(j, 'devops')]) },
  { split: 'frozen', q: 'react js developer', grade: reactDeveloper },
];
