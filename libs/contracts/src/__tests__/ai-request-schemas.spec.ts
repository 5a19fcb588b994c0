import {
  DEFAULT_PREFERRED_STYLE,
  formatZodError,
  interviewQuestionRequestSchema,
  LEARNING_AGENT,
  learningPathRequestSchema,
  normalizePreferredStyle,
  toOpenApiSchema,
} from '../index';
import { styleLemma } from '../ai/learning-style';

/** Issue 15: a 0-based currentQuestion is accepted, and free-text learning styles are mapped instead of refused. */
function messageOf(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to be refused`);
  return formatZodError(result.error as Parameters<typeof formatZodError>[0]);
}

const question = { jobTitle: 'Frontend Developer', skills: ['React'], experience: 3 };
const questionNumber = (currentQuestion: unknown) => interviewQuestionRequestSchema.parse({ ...question, currentQuestion }).currentQuestion;
const learning = { skill: 'React', learningGoal: 'Build a portfolio' };
const styleOf = (preferredStyle: unknown) => learningPathRequestSchema.parse({ ...learning, preferredStyle }).preferredStyle;

describe('interviewQuestionRequestSchema: currentQuestion', () => {
  it('accepts 0 as the first question, the same as 1; other numbers pass unchanged', () => {
    expect(questionNumber(0)).toBe(1);
    expect(questionNumber('0')).toBe(1);
    expect(questionNumber(-0)).toBe(1);
    expect(questionNumber(1)).toBe(1);
    expect(questionNumber('2')).toBe(2);
    expect(questionNumber(50)).toBe(50);
    expect(interviewQuestionRequestSchema.parse({ ...question, currentQuestion: 0 })).toEqual(interviewQuestionRequestSchema.parse({ ...question, currentQuestion: 1 }));
  });

  it('still refuses negative numbers, more than 50 and fractions with the existing messages', () => {
    expect(messageOf(interviewQuestionRequestSchema, { ...question, currentQuestion: -1 })).toBe('Current question must be at least 1');
    expect(messageOf(interviewQuestionRequestSchema, { ...question, currentQuestion: '-3' })).toBe('Current question must be at least 1');
    expect(messageOf(interviewQuestionRequestSchema, { ...question, currentQuestion: 51 })).toBe('Current question must be at most 50');
    expect(messageOf(interviewQuestionRequestSchema, { ...question, currentQuestion: 1.5 })).toBe('Current question must be a whole number');
  });

  it('still refuses a missing or non-numeric value', () => {
    for (const currentQuestion of [undefined, 'two', {}, 'NaN'])
      expect(messageOf(interviewQuestionRequestSchema, { ...question, currentQuestion })).toBe('Current question must be a number');
  });

  it('documents 0-50 in the OpenAPI request schema', () => {
    const schema = toOpenApiSchema(interviewQuestionRequestSchema, 'input') as { properties: Record<string, unknown>; required: string[] };
    expect(schema.properties.currentQuestion).toMatchObject({ type: 'integer', minimum: 0, maximum: 50 });
    expect(schema.required).toContain('currentQuestion');
  });
});

describe('learningPathRequestSchema: preferredStyle', () => {
  it('keeps the canonical styles, in any case', () => {
    for (const style of LEARNING_AGENT.preferredStyles) {
      expect(styleOf(style)).toBe(style);
      expect(styleOf(style.toUpperCase())).toBe(style);
      expect(styleOf(` ${style} `)).toBe(style);
    }
  });

  it.each([
    ['hands-on projects', 'hands-on'],
    ['Hands On', 'hands-on'],
    ['handson', 'hands-on'],
    ['projects', 'hands-on'],
    ['practice', 'hands-on'],
    ['Practising a lot', 'hands-on'],
    ['I like to build things', 'hands-on'],
    ['building small apps', 'hands-on'],
    ['labs', 'hands-on'],
    ['learning by doing', 'hands-on'],
    ['coding', 'hands-on'],
    ['videos', 'video'],
    ['YouTube', 'video'],
    ['watching tutorials on YouTube', 'video'],
    ['Video courses', 'video'],
    ['lectures', 'video'],
    ['visual learner', 'video'],
    ['books', 'reading'],
    ['docs', 'reading'],
    ['Reading the official documentation', 'reading'],
    ['articles and blog posts', 'reading'],
    ['written tutorials', 'reading'],
    ['quizzes', 'interactive'],
    ['exercises', 'interactive'],
    ['Interactive', 'interactive'],
    ['courses with feedback', 'interactive'],
    ['online course with quizzes', 'interactive'],
    ['playground and challenges', 'interactive'],
    ['interactive tutorials', 'interactive'],
  ])('maps %j to %s', (text, style) => {
    expect(styleOf(text)).toBe(style);
    expect(normalizePreferredStyle(text)).toBe(style);
  });

  it('counts the words of each style, a tie going to the style named first, and skips negated words', () => {
    expect(styleOf('reading docs, then building projects and practice')).toBe('hands-on');
    expect(styleOf('books and videos')).toBe('reading');
    expect(styleOf('videos and books')).toBe('video');
    expect(styleOf('no videos, books please')).toBe('reading');
    expect(styleOf("I don't like reading but love building stuff")).toBe('hands-on');
    expect(styleOf('videos instead of books')).toBe('video');
    expect(styleOf('no preference')).toBe(DEFAULT_PREFERRED_STYLE);
    expect(styleOf('not videos')).toBe(DEFAULT_PREFERRED_STYLE);
  });

  it("falls back to the default, 'hands-on', for unknown words and for an empty or absent style", () => {
    expect(DEFAULT_PREFERRED_STYLE).toBe('hands-on');
    for (const text of ['telepathy', 'whatever works', '???', '', '   ', 'x'.repeat(5000)]) expect(styleOf(text)).toBe('hands-on');
    expect(learningPathRequestSchema.parse(learning).preferredStyle).toBe('hands-on');
    expect(styleOf(undefined)).toBe('hands-on');
  });

  it('still refuses a value that is not text, with the existing message', () => {
    for (const preferredStyle of [3, { style: 'video' }, ['video'], true, null])
      expect(messageOf(learningPathRequestSchema, { ...learning, preferredStyle })).toBe('Preferred style must be video, reading, hands-on or interactive');
  });

  it('lemmatizes plurals and verb forms the same way for the text and the vocabulary', () => {
    expect(['quizzes', 'quizes', 'quiz'].map(styleLemma)).toEqual(['quiz', 'quiz', 'quiz']);
    expect(['watching', 'watches', 'watched', 'watch'].map(styleLemma)).toEqual(['watch', 'watch', 'watch', 'watch']);
    expect(['coding', 'codes', 'coded', 'code'].map(styleLemma)).toEqual(['cod', 'cod', 'cod', 'cod']);
    expect(['exercises', 'exercise', 'exercising'].map(styleLemma)).toEqual(['exercis', 'exercis', 'exercis']);
    expect(['videos', 'video', 'classes', 'class', 'docs', 'labs'].map(styleLemma)).toEqual(['video', 'video', 'class', 'class', 'doc', 'lab']);
  });

  it('documents free text with the canonical styles in the OpenAPI request schema', () => {
    const schema = toOpenApiSchema(learningPathRequestSchema, 'input') as { properties: Record<string, { type?: string; description?: string }>; required?: string[] };
    expect(schema.properties.preferredStyle.type).toBe('string');
    expect(schema.properties.preferredStyle.description).toContain('video, reading, hands-on, interactive');
    expect(schema.required ?? []).not.toContain('preferredStyle');
  });
});
