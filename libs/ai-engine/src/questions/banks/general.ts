import type { Difficulty, ExerciseType } from '@hirewise/contracts';
import { parseConcept, type Concept } from '../bank-types';

/**
 * The general bank: templated questions for any job skill without a curated bank ("Go", "Sales", "Figma").
 * {skill} is replaced by the skill's name. Coding means a practical exercise, debugging means troubleshooting,
 * so the questions stay sensible for non-programming skills too.
 */
export interface GeneralTemplate {
  id: string;
  type: ExerciseType;
  level: Difficulty;
  question: string;
  expectedAnswer: string;
  concepts: Concept[];
}

type Spec = [type: ExerciseType, level: Difficulty, question: string, expectedAnswer: string, concepts: string[]];

const SPECS: Spec[] = [
  // ---------- concept ----------
  ['concept', 'beginner', 'Explain the core concepts of {skill} to a new colleague. Which ideas should they understand first?',
    'A good answer defines {skill} in plain words, names its core concepts and building blocks, explains why each matters with a concrete example, and points out common beginner mistakes.',
    ['plain definition|define|definition|means|plain words|simple terms', 'core concepts|core|fundamentals|basics|building blocks|key ideas|principles|concepts', 'concrete example|example|for instance|such as|e.g', 'why it matters|why|important|matters|because|purpose', 'beginner mistakes|mistake|pitfall|common error|avoid']],
  ['concept', 'beginner', 'What kinds of problems is {skill} best suited for, and when would you not use it?',
    'It names the problems {skill} solves well with examples, the situations where it is a poor fit, and the alternatives used instead, with the reasons (cost, complexity, team skills, scale).',
    ['good fit|suited|good for|best for|use case|problems|useful|ideal', 'poor fit|not use|poor fit|avoid|wouldn\'t|limitation|not suitable|overkill', 'alternatives|alternative|instead|other option|other tools', 'examples|example|for instance|such as', 'reasons|cost|complexity|scale|team|trade-off|because']],
  ['concept', 'beginner', 'Describe your hands-on experience with {skill}. What have you built or delivered with it?',
    "A concrete project or task, the candidate's own role in it, the {skill} techniques or tools used, the result with a number where possible (time saved, users, revenue), and what they learned.",
    ['concrete project|project|task|built|delivered|worked on|created', 'own role|my role|i was responsible|responsible|i led|i did|i built|i created|i managed', 'tools and techniques|tools|techniques|used|using', 'measurable result|result|outcome|impact|improved|increased|reduced|saved|percent', 'lesson learned|learned|lesson|would do differently']],
  ['concept', 'beginner', 'Which terms and tools would every {skill} practitioner be expected to know?',
    'It lists the essential vocabulary and standard tools of {skill}, explains in a sentence what each is for, and says which ones the candidate uses regularly.',
    ['terminology|term|vocabulary|terminology|concept|concepts', 'standard tools|tool|tools|software|platform|framework', 'what each is for|used for|purpose|helps|for', 'regular use|regularly|daily|i use|experience|every day']],
  ['concept', 'intermediate', 'What are the most important trade-offs you weigh when working with {skill}?',
    'It names concrete trade-offs (speed versus quality, cost versus scale, simplicity versus flexibility), explains how the candidate decides using data or constraints, and gives an example decision and its outcome.',
    ['trade-offs|trade-off|tradeoff|balance|versus|vs|compromise', 'dimensions|speed|quality|cost|time|simplicity|flexibility|risk', 'how to decide|decide|decision|choose|criteria|constraints|depends', 'data|measure|metrics|evidence|numbers', 'example decision|example|for instance|once|project']],
  ['concept', 'intermediate', 'How do you measure whether work done with {skill} is successful?',
    'Clear goals and metrics defined up front (quality, time, cost, customer or user outcomes), how they are tracked, a baseline to compare against, and acting on the results.',
    ['goals|goal|objective|target|kpi', 'metrics|metric|measure|number|data|kpis', 'tracking|track|monitor|dashboard|report', 'baseline|compare|before and after|benchmark', 'act on results|feedback|improve|act|adjust|iterate']],
  ['concept', 'intermediate', 'How do you keep your {skill} knowledge up to date?',
    'Specific sources (official documentation, courses, communities, conferences), practice on real projects, learning from colleagues and feedback, and an example of something recently learned and applied.',
    ['reading|documentation|docs|books|articles|blogs|newsletter|reading', 'courses|course|courses|training|certification', 'community|conference|meetup|colleagues|mentor|forum|podcast', 'practice|project|side project|apply|applied|hands-on', 'recent example|recently|recent|new|last month|latest']],
  ['concept', 'advanced', 'How would you introduce {skill} practices to a team that has not used them, and which risks would you manage?',
    "Start from the team's problem and goals, run a small pilot, train people and document standards, measure the results, and manage risks such as resistance, cost, disruption to delivery and skill gaps, keeping stakeholders informed.",
    ['pilot|small|start small|proof of concept|incremental|gradual', 'training|train|mentor|workshop|document|documentation', 'goals|goal|problem|why', 'measure results|measure|metric|results|success', 'risks|risk|resistance|cost|disruption|skill gap', 'stakeholders|stakeholder|communicate|buy-in|management']],
  ['concept', 'advanced', 'Describe the most complex {skill} problem you have solved. How did you approach it?',
    'A specific, hard problem with its context and constraints, how the candidate broke it down and analysed it, the options considered and why one was chosen, the result, and what they would do differently.',
    ['context|situation|constraint|constraints|background', 'analysis|broke it down|analy|investigat|root cause|break down|steps', 'options|option|alternative|considered|approaches', 'decision|chose|decided|decision|because', 'result|outcome|impact|solved', 'reflection|differently|learned|lesson']],
  ['concept', 'advanced', 'How do you mentor or review the work of less experienced people in {skill}?',
    'Clear standards and examples, regular, specific and kind feedback, pairing or shadowing, gradually increasing responsibility, and checking progress against goals.',
    ['standards|standard|guideline|checklist|best practice|examples', 'feedback|review|specific|constructive', 'pairing|pair|shadow|together|side by side', 'growing responsibility|responsibility|ownership|grow|independent', 'progress|goal|check-in|1:1|one-on-one|regular']],
  // ---------- coding (practical exercise) ----------
  ['coding', 'beginner', 'Walk through, step by step, how you would complete a typical beginner task in {skill}.',
    'It identifies the goal and inputs, lists clear ordered steps with the {skill} tools or commands used, checks the result, and mentions a common mistake to avoid.',
    ['goal and inputs|goal|requirement|input|understand|what is needed', 'ordered steps|step|first|then|next|finally', 'tools used|tool|command|use|using', 'check the result|check|verify|test|review', 'mistake to avoid|mistake|avoid|pitfall|careful']],
  ['coding', 'beginner', 'Show how you would automate or simplify a repetitive task in {skill}.',
    'It names the repetitive task, the tool, script or template used to automate it, the steps to build it, how it is checked, and the time or errors saved.',
    ['repetitive task|repetitive|manual|repeat|every day|every week', 'automation tool|automate|script|template|tool|macro|automation', 'steps to build|step|build|set up|create', 'check it|test|check|verify', 'savings|save|time|error|efficient|faster']],
  ['coding', 'beginner', 'Given a small sample problem in {skill}, how would you check that your solution is correct?',
    'It defines what correct means (expected results), tests normal, edge and invalid cases, compares against the expected output or a second method, and asks for review.',
    ['expected result|expected|requirement|correct|definition', 'test|test|check|verify|try', 'edge cases|edge case|edge|boundary|unusual|invalid|extreme', 'compare|compare|second method|cross-check|double check', 'review|review|feedback|peer|colleague']],
  ['coding', 'beginner', 'Describe the first steps you would take to set up a new {skill} project or piece of work.',
    'It clarifies goals, scope and stakeholders, sets up tools, structure and conventions, plans milestones, and defines how progress and quality will be checked.',
    ['goals and scope|goal|scope|requirement|objective', 'stakeholders|stakeholder|customer|team|user|client', 'setup|tool|setup|structure|template|environment|set up', 'plan|plan|milestone|timeline|schedule', 'quality checks|quality|check|review|progress']],
  ['coding', 'intermediate', 'Design a small but realistic {skill} solution for a customer with a tight deadline. What would you build first?',
    'It clarifies the must-have requirements, proposes a minimal first version, prioritises by value, explains the design and the {skill} techniques used, and plans how to test and iterate after the deadline.',
    ['must-haves|requirement|must-have|priority|prioritize|prioritise|most important', 'minimal first version|minimal|mvp|first version|simple|basic', 'design|design|approach|architecture|plan', 'testing|test|validate|check', 'iterate later|iterate|improve|later|feedback|next version', 'deadline|deadline|time']],
  ['coding', 'intermediate', 'How would you structure {skill} work so that others can reuse and maintain it?',
    'Consistent naming and structure, small reusable pieces, documentation and examples, version control or a change history, and reviews or tests that catch mistakes.',
    ['structure and naming|structure|organize|organise|consistent|naming|convention', 'reusable pieces|reusable|reuse|modular|template|component', 'documentation|document|documentation|readme|example', 'version history|version|history|change log|git', 'review or tests|review|test']],
  ['coding', 'intermediate', 'Explain how you would handle incomplete or unclear requirements on a {skill} task.',
    'Ask clarifying questions, write down assumptions, confirm them with stakeholders, deliver a small version early for feedback, and adjust.',
    ['clarifying questions|clarify|question|ask', 'assumptions|assumption|assume|write down|document', 'confirm with stakeholders|stakeholder|confirm|agree|client|customer', 'deliver early|early|small|prototype|draft', 'adjust from feedback|feedback|adjust|iterate']],
  ['coding', 'advanced', 'Design a {skill} solution that must scale to ten times today\'s volume. What changes?',
    'It finds the current bottlenecks with measurements, standardises and automates the repeated parts, distributes or parallelises the work, adds monitoring and quality controls, and plans cost and people.',
    ['bottlenecks|bottleneck|limit|constraint|measure', 'automation|automate|automation|standardize|standardise|process', 'parallel capacity|parallel|distribute|scale|capacity', 'monitoring|monitor|monitoring|alert|quality control', 'cost and people|cost|budget|hire|people|team']],
  ['coding', 'advanced', 'How would you evaluate two competing approaches or tools for a {skill} problem?',
    'Define criteria from the goals (cost, quality, speed, risk, fit with the team), build a small proof of concept or trial of each, measure against the criteria, consider long-term maintenance, and document the decision.',
    ['criteria|criteria|requirement|goal', 'dimensions|cost|quality|speed|risk|performance', 'proof of concept|proof of concept|prototype|trial|pilot|experiment', 'measure|measure|compare|benchmark|data', 'long-term maintenance|maintenance|long-term|support', 'document the decision|document|decision record|record']],
  ['coding', 'advanced', 'Plan the rollout of a significant {skill} change with minimal disruption.',
    'Stage the rollout (pilot, gradual expansion), communicate with the people affected, prepare training and documentation, define success metrics and a rollback plan, and monitor closely after each stage.',
    ['staged rollout|stage|gradual|phase|incremental|pilot', 'communication|communicate|announce|stakeholder', 'training and docs|training|documentation|support', 'success metrics|metric|success|measure', 'rollback plan|rollback|fallback|revert|plan b', 'monitoring|monitor|watch|review']],
  // ---------- debugging (troubleshooting) ----------
  ['debugging', 'beginner', 'Something you produced with {skill} is not working as expected. How do you find the cause?',
    'Reproduce the problem, read the error messages or symptoms, check recent changes, isolate the part that fails by testing pieces one at a time, fix the root cause and verify the fix.',
    ['reproduce|reproduce|replicate|repeat', 'error messages|error message|symptom|log|logs|error', 'recent changes|recent change|what changed|changes', 'isolate|isolate|narrow down|one at a time|divide', 'root cause|root cause|cause', 'verify the fix|verify|test|confirm']],
  ['debugging', 'beginner', 'A colleague reports a mistake in your {skill} work. What do you do?',
    'Thank them and confirm the problem, assess its impact, fix it promptly, check for similar mistakes elsewhere, tell the people affected, and change the process so it does not happen again.',
    ['acknowledge|thank|acknowledge|listen|confirm', 'impact|impact|severity|affected', 'fix it|fix|correct', 'similar mistakes|similar|elsewhere|other places', 'communicate|communicate|inform|tell', 'prevent recurrence|prevent|process|checklist|again']],
  ['debugging', 'beginner', 'What are the most common mistakes beginners make in {skill}, and how do you catch them?',
    'It names several specific, typical mistakes, explains why they happen, and how to catch them early with checks, reviews, tests or checklists.',
    ['typical mistakes|mistake|error|pitfall', 'specific examples|specific|for example|such as|e.g', 'why they happen|why|because|cause', 'how to catch them|check|checklist|review|test', 'early|early|before']],
  ['debugging', 'beginner', 'Your {skill} task is taking much longer than planned. How do you diagnose why?',
    'Compare the plan with the actual work, find where the time goes (blocked steps, rework, unclear requirements, tools), talk to the people involved, then re-plan, cut scope or get help, and tell stakeholders early.',
    ['plan versus actual|plan|estimate|compare', 'where time goes|blocked|rework|unclear|bottleneck|where the time', 'talk to people|talk|ask|team', 're-plan|re-plan|scope|priorit|help', 'tell stakeholders early|stakeholder|communicate|inform|early']],
  ['debugging', 'intermediate', 'A {skill} process that used to work has started failing intermittently. How do you investigate?',
    'Collect data on when it fails (times, inputs, load, environment), look for patterns and recent changes, add logging or monitoring, form and test hypotheses one at a time, fix the root cause and monitor afterwards.',
    ['patterns|intermittent|pattern|when it fails|frequency', 'data and logs|data|logs|logging|monitoring|metrics', 'recent changes|recent change|what changed|environment|load', 'hypotheses|hypothesis|test|one at a time|isolate', 'root cause|root cause', 'monitor afterwards|monitor|after|confirm']],
  ['debugging', 'intermediate', 'Two parts of a {skill} project give conflicting results. How do you resolve it?',
    'Check the inputs, assumptions and definitions each part uses, trace each result step by step to find where they diverge, confirm with a known-correct case, fix the faulty part and document the agreed definition.',
    ['inputs|input|data|source', 'assumptions and definitions|assumption|definition|version', 'trace where they diverge|trace|step by step|compare|diverge', 'known-correct case|known|reference|ground truth|test case', 'fix|fix|correct', 'document|document|agree|standard']],
  ['debugging', 'intermediate', 'How do you prevent the same {skill} problem from happening again after fixing it?',
    'Find the root cause (not only the symptom), add a check, test, alert or checklist that would catch it, update the documentation, share the lesson in a blameless review, and follow up.',
    ['root cause|root cause|why|five whys', 'automatic checks|check|test|alert|automat|checklist', 'documentation|document|documentation|runbook', 'share the lesson|share|team|postmortem|retrospective|blameless|review', 'follow up|follow up|track|monitor']],
  ['debugging', 'advanced', 'A critical {skill} failure is affecting customers right now. Walk through your response.',
    'Assess severity and impact, communicate early with stakeholders and customers, mitigate first (roll back, workaround) before the full fix, coordinate roles, find and fix the root cause, and run a blameless post-incident review with actions.',
    ['assess impact|severity|impact|assess|scope', 'communicate|communicate|stakeholder|customer|status', 'mitigate first|mitigate|rollback|roll back|workaround|restore', 'root cause|root cause', 'coordinate roles|roles|coordinate|incident commander|team', 'post-incident review|postmortem|post-incident|review|lessons']],
  ['debugging', 'advanced', 'The performance or quality of {skill} work has slowly degraded over months. How do you find out why?',
    'Establish metrics and a baseline, compare trends with changes over time (volume, people, process, tools), profile or sample the slowest or worst cases, test hypotheses, prioritise fixes by impact and set up ongoing monitoring.',
    ['metrics and baseline|metric|measure|baseline|data', 'trends over time|trend|over time|history|compare', 'what changed|change|volume|process|growth', 'sample worst cases|profile|sample|worst|slowest', 'prioritise by impact|priorit|impact', 'ongoing monitoring|monitor|alert|ongoing']],
  ['debugging', 'advanced', 'How would you debug a {skill} problem that you cannot reproduce yourself?',
    'Gather details from the reporter (steps, environment, timing, screenshots or logs), compare their environment with yours, add targeted logging or instrumentation, try to recreate the conditions, and confirm the fix with the reporter.',
    ['gather details|details|steps|information|reporter|ask', 'environment differences|environment|setup|difference|version', 'logging|logging|logs|instrumentation|telemetry', 'recreate conditions|recreate|simulate|conditions', 'confirm with the reporter|confirm|verify|reporter|user']],
];

const counters = new Map<string, number>();
export const GENERAL_TEMPLATES: readonly GeneralTemplate[] = SPECS.map(([type, level, question, expectedAnswer, concepts]) => {
  const key = `${type}-${level}`;
  const n = (counters.get(key) ?? 0) + 1;
  counters.set(key, n);
  return { id: `general-${key}-${n}`, type, level, question, expectedAnswer, concepts: concepts.map(parseConcept) };
});

export function fillTemplate(text: string, skill: string): string {
  return text.replace(/\{skill\}/g, skill);
}
