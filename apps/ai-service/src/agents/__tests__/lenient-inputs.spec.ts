/**
 * Issue 15 at the AI service's own entry (other services call it directly): currentQuestion 0 is the first
 * question, and a free-text preferredStyle is mapped to a canonical style, for the local engine and for the prompt.
 */
import { FakeListChatModel } from '@langchain/core/utils/testing';
import type { BaseMessage } from '@langchain/core/messages';
import type { ChatResult } from '@langchain/core/outputs';
import { createLocalEngine } from '@hirewise/ai-engine';
import { DomainError, type Logger } from '@hirewise/server-kit';
import type { AiConfig } from '../../config/ai.config';
import { AgentRunner } from '../../providers/agent-runner';
import { AgentsService } from '../agents.service';

class RecordingChatModel extends FakeListChatModel {
  readonly prompts: BaseMessage[][] = [];

  override async _generate(messages: BaseMessage[], options?: this['ParsedCallOptions']): Promise<ChatResult> {
    this.prompts.push(messages);
    return super._generate(messages, options);
  }
}

const logger = { warn: () => undefined, debug: () => undefined, info: () => undefined, error: () => undefined } as unknown as Logger;
const config: AiConfig = { provider: 'openai', model: 'fake', timeoutMs: 2000, temperature: 0, maxRetries: 0 };
const agentsWith = (model: FakeListChatModel | null) => new AgentsService(createLocalEngine(), new AgentRunner(model, config, logger));
const JOB = { jobTitle: 'Frontend Developer', skills: ['React', 'TypeScript'], experience: 3 };
const LEARNING = { skill: 'Docker', learningGoal: 'Ship my app in containers' };

describe('AgentsService: lenient AI inputs (issue 15)', () => {
  it('answers currentQuestion 0 with the first question (local engine)', async () => {
    const agents = agentsWith(null);
    const zero = await agents.interviewQuestion({ ...JOB, currentQuestion: 0 });
    const one = await agents.interviewQuestion({ ...JOB, currentQuestion: 1 });
    const two = await agents.interviewQuestion({ ...JOB, currentQuestion: 2 });
    expect(zero.question).toBe(one.question);
    expect(two.question).not.toBe(one.question);
    await expect(agents.interviewQuestion({ ...JOB, currentQuestion: -1 })).rejects.toEqual(new DomainError('VALIDATION_FAILED', 'Current question must be at least 1'));
  });

  it('tells the model question 1 when the caller sent 0', async () => {
    const model = new RecordingChatModel({ responses: [JSON.stringify({ question: 'What is JSX?', expectedAnswer: 'Syntax for React elements.', difficulty: 'intermediate' })] });
    await agentsWith(model).interviewQuestion({ ...JOB, currentQuestion: 0 });
    const prompt = model.prompts[0].map((m) => String(m.content)).join('\n');
    expect(prompt).toMatch(/"currentQuestion":\s*1\b/);
    expect(prompt).not.toMatch(/"currentQuestion":\s*0\b/);
  });

  it('builds the path for a free-text style as for its canonical style', async () => {
    const agents = agentsWith(null);
    const free = await agents.learningPath({ ...LEARNING, preferredStyle: 'hands-on projects' });
    const canonical = await agents.learningPath({ ...LEARNING, preferredStyle: 'hands-on' });
    expect(free.learningPath).toEqual(canonical.learningPath);
    expect((await agents.learningPath({ ...LEARNING, preferredStyle: 'YouTube videos' })).learningPath).toEqual((await agents.learningPath({ ...LEARNING, preferredStyle: 'video' })).learningPath);
    await expect(agents.learningPath({ ...LEARNING, preferredStyle: { style: 'video' } })).rejects.toEqual(
      new DomainError('VALIDATION_FAILED', 'Preferred style must be video, reading, hands-on or interactive'),
    );
  });
});
