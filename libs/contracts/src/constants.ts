/** Business constants and limits from product spec section 9. */
export const WORD_LIMIT = 250;
export const FILE_LIMIT_BYTES = 50 * 1024 * 1024;
export const TOAST_DURATION_MS = 2000;
export const RESUME_REQUEST_TIMEOUT_MS = 15000;
export const CURRENCY = 'INR';
export const CURRENCY_SYMBOL = '₹';
export const PHONE_DEFAULT_COUNTRY = 'IN';

export const JOB_TYPES = ['Full Time', 'Part Time', 'Work From Home'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const NEW_JOB_DEFAULTS = {
  maxApplicants: 100,
  maxPositions: 30,
  deadlineOffsetMs: 864_000_000,
  jobType: 'Full Time' as JobType,
  duration: 0,
  salary: 0,
  interviewQuestions: 5,
  requiresInterview: false,
} as const;

export const INTERVIEW_QUESTION_COUNTS = [1, 3, 5, 7, 10] as const;
export type InterviewQuestionCount = (typeof INTERVIEW_QUESTION_COUNTS)[number];
export const JOB_FORM_DURATIONS = [0, 1, 2, 3, 4, 5, 6] as const;
export const FILTER_DURATIONS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
/** Sort fields of GET /api/jobs (asc/desc). Here, not next to jobsQuerySchema: the web app's jobs
 * page needs the list without zod (docs/performance.md, "Web bundle"). */
export const JOB_SORT_FIELDS = ['salary', 'duration', 'rating'] as const;
export type JobSortField = (typeof JOB_SORT_FIELDS)[number];
/**
 * Job search at scale (issue 19): totals are exact up to this many matches; beyond it the answer
 * says "at least this many" (X-Total-Count-Capped), so no request counts 10,000 rows.
 */
export const JOB_SEARCH_TOTAL_CAP = 1000;
/** Header that says X-Total-Count is a lower bound (the cap), not the exact number. */
export const TOTAL_CAPPED_HEADER = 'X-Total-Count-Capped';
/** Header with the opaque cursor of the next page (keyset pagination); absent on the last page. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
/** Salary bands (INR per month) of GET /api/jobs/facets; `max` is exclusive, null = no upper bound. */
export const SALARY_BANDS = [
  { min: 0, max: 10_000 },
  { min: 10_000, max: 25_000 },
  { min: 25_000, max: 50_000 },
  { min: 50_000, max: 100_000 },
  { min: 100_000, max: null },
] as const satisfies readonly { min: number; max: number | null }[];
/** Lengths of a job's content fields (issue 19). */
export const JOB_CONTENT_LIMITS = { description: 20_000, city: 100, country: 100, companyName: 200 } as const;
/** Type-ahead: suggestions per answer (default and most). */
export const JOB_SUGGEST_LIMITS = { default: 8, max: 20 } as const;

export const SALARY_SLIDER = { min: 0, max: 100, step: 1, multiplier: 1000 } as const;

export const MINIMUMS = { salary: 0, maxApplicants: 1, maxPositions: 1, experience: 0 } as const;

export const INTERVIEW = {
  scoreMax: 100,
  experience: 2,
  recorderChunkMs: 1000,
  videoMimeType: 'video/webm',
  videoWidth: 640,
  videoHeight: 480,
  speechLang: 'en-US',
  recognitionRestartMs: 100,
  evaluationDelayMs: 500,
} as const;

export const SKILL_ASSESSMENT = {
  experienceByLevel: { beginner: 0, intermediate: 3, advanced: 5 },
  strongScore: 70,
  defaultQuestions: 5,
  skills: ['JavaScript', 'Python', 'React', 'Algorithms'],
  exerciseTypes: ['coding', 'concept', 'debugging'],
  /** The spec names focus areas per skill without listing them; these are ours (docs/decisions.md). */
  focusAreas: {
    JavaScript: ['closures and scope', 'asynchronous code', 'prototypes and this', 'ES2015+ features', 'DOM and events'],
    Python: ['data structures', 'object-oriented Python', 'generators and iterators', 'decorators and functions', 'standard library'],
    React: ['components and props', 'state and hooks', 'effects and data fetching', 'rendering performance', 'forms and events'],
    Algorithms: ['complexity', 'sorting and searching', 'graphs and trees', 'dynamic programming', 'hashing and two pointers'],
  },
  levels: ['beginner', 'intermediate', 'advanced'],
  fetchRetries: 3,
  fetchBackoffMs: [1000, 2000],
} as const;

export const LEARNING_AGENT = {
  domains: ['Web Development', 'Mobile Development', 'Data Science', 'Cloud Computing'],
  levels: ['beginner', 'intermediate', 'advanced'],
  /** The spec says each domain has a list of skills without listing them; these are ours. */
  skillsByDomain: {
    'Web Development': ['HTML & CSS', 'JavaScript', 'TypeScript', 'React', 'Node.js'],
    'Mobile Development': ['React Native', 'Flutter', 'Kotlin', 'Swift'],
    'Data Science': ['Python', 'SQL', 'Statistics', 'Machine Learning', 'Data Visualization'],
    'Cloud Computing': ['AWS', 'Docker', 'Kubernetes', 'Terraform', 'Azure'],
  },
  timeframes: ['intensive', 'balanced', 'flexible'],
  preferredStyles: ['video', 'reading', 'hands-on', 'interactive'],
  timeCommitments: {
    intensive: '40+ hrs/week',
    balanced: '20-30 hrs/week',
    flexible: '5-10 hrs/week',
  },
} as const;

/** List endpoints: page size default and ceiling (architecture section 2). */
export const PAGINATION = { defaultLimit: 50, maxLimit: 200 } as const;
/** The header a list answer carries its total in (spec section 7). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
