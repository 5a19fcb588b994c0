import { FakeChatModel, type ChatRequest } from '@hirewise/testing';

/**
 * An OpenAI-compatible chat-completions server in the test process, for the AI service started with
 * AI_PROVIDER=openai and AI_BASE_URL pointing here. It answers the structured-output request of each
 * agent (by the schema name the service sends), or misbehaves as told; closed, its port refuses.
 */
export type StubMode = 'valid' | 'garbage' | 'hang';

export type StubRequest = ChatRequest;

/** What a well-behaved model answers, per structured-output name. */
export const STUB_ANSWERS: Record<string, Record<string, unknown>> = {
  interview_question: { question: 'How does React reconcile a list when an item is inserted?', expectedAnswer: 'Keys identify items so React reuses their state.', difficulty: 'intermediate' },
  answer_evaluation: {
    evidence: [
      { point: 'A closure is a function bundled with its lexical scope', status: 'covered', quote: 'an inner function keeps access to variables of the outer function scope' },
      { point: 'the inner function keeps access to the outer variables after the outer function returns', status: 'covered', quote: 'even after the outer function has returned' },
      { point: 'a practical use', status: 'missing', quote: '' },
    ],
    score: 77,
    feedback: 'Covers the scope capture; misses a practical use.',
  },
  learning_path: {
    overview: 'From first image to deployed services.',
    estimatedTimeToComplete: '6 weeks',
    prerequisites: ['Command line basics'],
    milestones: [
      { title: 'Images', description: 'Write a Dockerfile for your app.', timeEstimate: '2 weeks' },
      { title: 'Compose', description: 'Run the app and its database together.', timeEstimate: '2 weeks' },
      { title: 'Deploy', description: 'Push to a registry and deploy.', timeEstimate: '2 weeks' },
    ],
  },
  candidate_evaluation: {
    evaluation: '<h2 style="color:red">Strong fit</h2><p onclick="x()">5 years of <strong>Node.js</strong>.</p><script>alert(1)</script><a href="http://x">link</a><ul><li>Payments ledger</li></ul>',
    score: 86,
    evidence: [
      { requirement: 'Node.js', weight: 'required', status: 'shown', quote: '5 years of Node.js' },
      { requirement: 'payments experience', weight: 'required', status: 'shown', quote: 'Built a payments ledger at Acme' },
    ],
  },
  resume_summary: { summary: 'Backend Engineer with 4 years of Node.js and PostgreSQL at Acme and Globex.' },
};

/** The AI service's model, answering well (`valid`), in prose (`garbage`) or never (`hang`). */
export class OpenAiStub {
  mode: StubMode = 'valid';
  private readonly model = new FakeChatModel((request) => {
    if (this.mode === 'hang') return 'hang';
    return { content: this.mode === 'garbage' ? 'Sure! Here is what you asked for, in prose.' : JSON.stringify(STUB_ANSWERS[request.schemaName ?? ''] ?? {}) };
  });

  /** Every request the model got, in order. */
  get requests(): StubRequest[] {
    return this.model.requests;
  }

  /** Starts listening; returns the base URL for AI_BASE_URL. */
  start(): Promise<string> {
    return this.model.start();
  }

  /** Stops listening and drops open connections: from now on the port refuses connections. */
  close(): Promise<void> {
    return this.model.close();
  }
}
