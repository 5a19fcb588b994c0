import { AI_INTERVIEW_NOTICE } from '../fairness/accountability.schemas';
import { evaluateAnswerRequestSchema } from '../ai/ai.schemas';
import { AI_REQUEST_SCHEMAS } from '../openapi/ai-operations';

/**
 * Issue 21, part 4: the notice says the AI evaluates the content of the answers only (no facial,
 * voice or emotion analysis). These keep it true at the one door every AI judgment goes through:
 * the AI service's request schemas take text fields only, and anything else sent is dropped.
 */
describe('what the AI interview evaluates (the notice, kept true)', () => {
  it('states that only the answers\' content is evaluated, with no facial, voice or emotion analysis', () => {
    expect(AI_INTERVIEW_NOTICE.evaluated).toMatch(/only the content of your answers/);
    expect(AI_INTERVIEW_NOTICE.evaluated).toMatch(/no facial, voice or emotion analysis/);
  });

  it('evaluates an answer from three texts and nothing else', () => {
    expect(Object.keys(evaluateAnswerRequestSchema.shape).sort()).toEqual(['expectedAnswer', 'question', 'userAnswer']);
    const parsed = evaluateAnswerRequestSchema.parse({
      question: 'What is an index?',
      userAnswer: 'It speeds up lookups.',
      video: 'data:video/webm;base64,GkXfow==',
      audio: 'data:audio/webm;base64,GkXfow==',
      face: { smile: 0.9 },
    });
    expect(parsed).toEqual({ question: 'What is an index?', expectedAnswer: '', userAnswer: 'It speeds up lookups.' });
  });

  it('gives no AI operation a field named for media or emotion (video, audio, voice, face, image, photo, recording, emotion)', () => {
    for (const [operation, schema] of Object.entries(AI_REQUEST_SCHEMAS)) {
      const names = Object.keys((schema as { shape: Record<string, unknown> }).shape);
      for (const name of names) expect([operation, name]).not.toEqual([operation, expect.stringMatching(/video|audio|voice|face|image|photo|recording|emotion/i)]);
    }
  });
});
