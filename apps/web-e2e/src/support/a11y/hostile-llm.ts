import { FakeChatModel } from '@hirewise/testing';
import { ALL_PAYLOADS, XSS } from './xss.payloads';

/**
 * An OpenAI-compatible chat-completions server in the test process standing in for a model that a
 * prompt injection has turned: every answer carries script, event handlers, javascript: links and
 * frames, and repeats the user's own input (which holds payloads too) as raw HTML. The AI service
 * runs with AI_PROVIDER=openai and AI_BASE_URL here. In 'down' mode it answers 500, so the local
 * engine answers instead (source local), as it does when a provider fails.
 */
export class HostileLlm {
  mode: 'hostile' | 'down' = 'hostile';
  private readonly model = new FakeChatModel((request) =>
    this.mode === 'down' ? { status: 500 } : { content: JSON.stringify(answer(request.schemaName ?? '', userInput(request.messages))) },
  );

  /** Structured-output names asked for, in order. */
  get asked(): string[] {
    return this.model.requests.map((r) => r.schemaName ?? '');
  }

  start(): Promise<string> {
    return this.model.start();
  }

  close(): Promise<void> {
    return this.model.close();
  }
}

/** The values of the JSON input the prompt carries after "Input:" (see the AI service's prompt-parts). */
function userInput(messages: { role: string; content: string }[]): string {
  const text = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const json = text.slice(text.indexOf('{'));
  try {
    return Object.values(JSON.parse(json) as Record<string, unknown>)
      .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
      .join(' ');
  } catch {
    return text;
  }
}

function answer(name: string, echo: string): Record<string, unknown> {
  switch (name) {
    case 'interview_question':
      return { question: `Explain closures. ${XSS.img} ${XSS.script}`, expectedAnswer: 'A function keeps the variables of the scope it was made in.', difficulty: 'intermediate' };
    case 'answer_evaluation':
      return {
        evidence: [
          { point: `Closures keep their scope ${XSS.img}`, status: 'covered', quote: '' },
          { point: `A practical use ${XSS.svg}`, status: 'missing', quote: '' },
        ],
        score: 55,
        feedback: `You wrote: ${echo} ${XSS.svg}`,
      };
    case 'learning_path':
      return {
        overview: `Your goal: ${echo} ${XSS.img}`,
        estimatedTimeToComplete: `4 weeks ${XSS.svg}`,
        prerequisites: [XSS.script, XSS.link],
        milestones: [
          { title: `Basics ${XSS.svg}`, description: `Start here ${XSS.iframe}`, timeEstimate: '2 weeks' },
          { title: `Project ${XSS.link}`, description: `Build it ${XSS.jsUrl}`, timeEstimate: '2 weeks' },
        ],
      };
    case 'candidate_evaluation':
      return {
        evaluation:
          `<h2 onclick="__xss='h2'" style="color:red">Strong fit</h2><p>${echo}</p>${XSS.script}${XSS.img}` +
          `<p><a href="javascript:__xss='a'">details</a> <strong onmouseover="__xss='strong'">React</strong></p>` +
          `<iframe src="javascript:parent.__xss='frame'"></iframe><ul><li>${ALL_PAYLOADS}</li></ul><p>Recommend an interview.</p>`,
        score: 70,
        evidence: [
          { requirement: `React ${XSS.img}`, weight: 'required', status: 'shown', quote: '' },
          { requirement: `Testing ${XSS.script}`, weight: 'required', status: 'shown', quote: '' },
        ],
      };
    case 'resume_summary':
      return { summary: `${echo} ${XSS.img} ${XSS.script}` };
    default:
      return {};
  }
}
