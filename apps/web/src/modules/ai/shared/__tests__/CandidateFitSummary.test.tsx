import { render, screen, within } from '@testing-library/react';
import type { CandidateEvidence } from '@hirewise/contracts/ai';
import { AppProvider, createQueryClient } from '@/test-utils/app-shell';
import { CandidateFitSummary } from '../components/CandidateFitSummary';
import { parseCandidateEvaluation, type CandidateEvaluationView } from '../utils/parse-evaluation';

const EVIDENCE: CandidateEvidence[] = [
  { requirement: 'React', weight: 'required', status: 'shown', quote: 'Skills: React, Node.js' },
  { requirement: 'Testing', weight: 'required', status: 'claimed', quote: 'I am passionate about <img src=x onerror="window.hacked=true"> testing' },
  { requirement: 'JavaScript', weight: 'required', status: 'related', quote: 'Built React apps' },
  { requirement: 'GraphQL', weight: 'nice to have', status: 'not found' },
];

const show = (result: CandidateEvaluationView) =>
  render(
    <AppProvider client={createQueryClient()}>
      <CandidateFitSummary result={result} />
    </AppProvider>,
  );

describe('CandidateFitSummary', () => {
  it('shows the score and one entry per requirement: its weight, status and quote, or "not found"', () => {
    (window as { hacked?: boolean }).hacked = false;
    show({ evaluation: '<p>x</p>', score: 43, fitScore: 43, evidence: EVIDENCE, source: 'local' });

    expect(screen.getByText('Fit score: 43/100')).toBeInTheDocument();
    expect(screen.getByText('Built-in engine')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Evidence' });
    const items = within(list).getAllByTestId('evidence-item');
    expect(items.map((item) => item.textContent)).toEqual([
      'React (required)Shown\u201cSkills: React, Node.js\u201d',
      'Testing (required)Claimed in the statement of purpose only\u201cI am passionate about <img src=x onerror="window.hacked=true"> testing\u201d',
      'JavaScript (required)Related\u201cBuilt React apps\u201d',
      'GraphQL (nice to have)Not foundnot found',
    ]);
    // Quotes are text, never markup.
    expect(list.querySelectorAll('img, [onerror]')).toHaveLength(0);
    expect((window as { hacked?: boolean }).hacked).toBe(false);
  });

  it('shows no evidence section for an answer without evidence, and no score badge without a score', () => {
    show({ evaluation: '<p>x</p>', evidence: [], source: 'llm' });
    expect(screen.queryByRole('region', { name: 'Evidence' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Fit score/)).not.toBeInTheDocument();
    expect(screen.getByText('AI model')).toBeInTheDocument();
  });
});

describe('parseCandidateEvaluation', () => {
  it('keeps score and evidence, falls back to fitScore for an older answer, and drops entries the contract does not know', () => {
    expect(parseCandidateEvaluation({ evaluation: '<p>x</p>', score: 70, fitScore: 70, evidence: EVIDENCE, source: 'llm' })).toEqual({
      evaluation: '<p>x</p>',
      score: 70,
      fitScore: 70,
      evidence: EVIDENCE,
      source: 'llm',
    });
    expect(parseCandidateEvaluation({ evaluation: '<p>x</p>', fitScore: 81 })).toEqual({ evaluation: '<p>x</p>', score: 81, fitScore: 81, evidence: [], source: 'local' });
    expect(parseCandidateEvaluation({ evaluation: 'x', score: 50, evidence: [{ requirement: 'React', status: 'maybe' }, EVIDENCE[3]] }).evidence).toEqual([EVIDENCE[3]]);
    expect(() => parseCandidateEvaluation({ evaluation: 'x', score: 150 })).toThrow('Unexpected answer from the AI service');
  });
});
