import { createHash } from 'node:crypto';
import { AI_LIMITS } from '@hirewise/contracts';

/**
 * Which question numbers (`currentQuestion` of `ai.interview-question.get.v1`, 1-50) a candidate is
 * asked, so two candidates of one job do not all get the same set (issue 15). Seeded with the
 * application id: the same application always gets the same numbers (a retry or a reload asks the
 * same question), another application of the job other ones.
 *
 * The AI service's question order rotates over the job's skills (question n is about skill
 * (n - 1) mod skills) and walks each skill's own order. So the numbers keep that rotation, starting
 * at a seeded skill, and take for each pass over the skills a seeded round of each skill's order:
 * every skill is asked about in turn, and which of its questions comes up depends on the candidate.
 */
export class QuestionOrder {
  private readonly skillOffset: number;
  private readonly rounds: number[];

  constructor(
    applicationId: string,
    /** The job's skills that are not blank (at least 1: the job title stands in for none). */
    private readonly skillCount: number,
  ) {
    const random = seededRandom(applicationId);
    this.skillCount = Math.max(1, Math.min(skillCount, AI_LIMITS.currentQuestionMax));
    this.skillOffset = Math.floor(random() * this.skillCount);
    const roundCount = Math.max(1, Math.floor(AI_LIMITS.currentQuestionMax / this.skillCount));
    this.rounds = shuffle(
      Array.from({ length: roundCount }, (_, i) => i),
      random,
    );
  }

  /**
   * The question number for `position` (0-based); `attempt` > 0 moves on to the skill's next
   * question (the AI gave a question this interview already asked).
   */
  numberFor(position: number, attempt = 0): number {
    const pass = Math.floor(position / this.skillCount);
    const skill = (position + this.skillOffset) % this.skillCount;
    const round = this.rounds[(pass + attempt) % this.rounds.length];
    const zeroBased = (round * this.skillCount + skill) % AI_LIMITS.currentQuestionMax;
    return zeroBased + 1;
  }
}

/** mulberry32 seeded with the first 4 bytes of the id's SHA-256. */
function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32BE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
