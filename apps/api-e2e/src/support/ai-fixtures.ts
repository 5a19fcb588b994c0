import {
  AiPaths,
  candidateSuggestionRequestSchema,
  evaluateAnswerRequestSchema,
  interviewQuestionRequestSchema,
  learningPathRequestSchema,
  resumeRequestSchema,
} from '@hirewise/contracts';
import { createLocalEngine, LOCAL_ENGINE_INFO, sanitizeEvaluationHtml } from '@hirewise/ai-engine';

/** Inputs for the five agents, as the web app sends them, and what the local engine answers to each. */
export const AI_INPUTS = {
  interviewQuestion: { jobTitle: 'Frontend Developer', skills: ['React', 'JavaScript'], experience: 3, currentQuestion: 1, exerciseType: 'concept' },
  evaluateAnswer: {
    question: 'What is a closure in JavaScript?',
    expectedAnswer: 'A closure is a function bundled with its lexical scope: the inner function keeps access to the outer variables after the outer function returns.',
    userAnswer: 'A closure is when an inner function keeps access to variables of the outer function scope even after the outer function has returned.',
  },
  learningPath: { skill: 'Docker', currentLevel: 'beginner', learningGoal: 'Containerize and deploy my web app', timeframe: 'balanced', preferredStyle: 'hands-on' },
  suggestCandidate: {
    companyDescription: 'A fintech startup building payment APIs for small shops.',
    candidateInfo: 'Priya, 31, female. Backend developer with 5 years of Node.js, TypeScript and PostgreSQL. Built a payments ledger at Acme. <script>alert(1)</script>',
    jobDescription: 'Senior backend engineer: Node.js, TypeScript, PostgreSQL, payments experience; Kubernetes is a plus.',
  },
  createResume: {
    fullName: '  Asha Rao ',
    currentPosition: 'Backend Engineer',
    currentLength: '4',
    currentTechnologies: 'Node.js, PostgreSQL, Docker',
    companies: [
      { name: 'Acme', position: 'Backend Engineer' },
      { name: 'Globex', position: 'Junior Developer' },
    ],
  },
} as const;

export type AgentKey = keyof typeof AI_INPUTS;
export const AGENTS = Object.keys(AI_INPUTS) as AgentKey[];

export const AGENT_PATHS: Record<AgentKey, string> = {
  interviewQuestion: AiPaths.interviewQuestion,
  evaluateAnswer: AiPaths.evaluateAnswer,
  learningPath: AiPaths.learningPath,
  suggestCandidate: AiPaths.suggestCandidate,
  createResume: AiPaths.createResume,
};

const engine = createLocalEngine();

/** The local engine's answer to an input, as the AI service sends it (`source: 'local'`, with its provenance). */
export function localAnswer(agent: AgentKey, input: unknown): unknown {
  switch (agent) {
    case 'interviewQuestion':
      return json({ ...engine.interviewQuestion(interviewQuestionRequestSchema.parse(input)), source: 'local', engine: LOCAL_ENGINE_INFO });
    case 'evaluateAnswer':
      return json({ ...engine.evaluateAnswer(evaluateAnswerRequestSchema.parse(input)), source: 'local', engine: LOCAL_ENGINE_INFO });
    case 'learningPath':
      return json({ learningPath: engine.learningPath(learningPathRequestSchema.parse(input)), source: 'local', engine: LOCAL_ENGINE_INFO });
    case 'suggestCandidate': {
      const result = engine.suggestCandidate(candidateSuggestionRequestSchema.parse(input));
      return json({ ...result, evaluation: sanitizeEvaluationHtml(result.evaluation), source: 'local', engine: LOCAL_ENGINE_INFO });
    }
    case 'createResume':
      return json({ ...engine.createResume(resumeRequestSchema.parse(input)), source: 'local', engine: LOCAL_ENGINE_INFO });
  }
}

/** As it arrives over HTTP (undefined fields dropped). */
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

const ALLOWED_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'li', 'strong', 'em']);

/** Tags of the evaluation HTML that are not allowed, or carry attributes (should be none). */
export function disallowedMarkup(html: string): string[] {
  const tags = [...html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)];
  return tags.filter(([, name, rest]) => !ALLOWED_TAGS.has(name.toLowerCase()) || rest.trim() !== '').map(([tag]) => tag);
}
