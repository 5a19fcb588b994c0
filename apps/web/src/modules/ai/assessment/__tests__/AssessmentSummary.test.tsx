import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@/test-utils/render';
import { AssessmentSummary } from '../components/AssessmentSummary';
import type { AssessmentConfig } from '../utils/assessment-form';
import type { AnsweredQuestion } from '../utils/assessment-summary';

const CONFIG: AssessmentConfig = { skill: 'React', level: 'intermediate', questionCount: 3, exerciseType: 'concept' };

const question = (number: number, score: number, focusArea?: string): AnsweredQuestion => ({
  number,
  question: `What about topic ${number}?`,
  expectedAnswer: 'x',
  difficulty: 'intermediate',
  focusArea,
  answer: 'y',
  score,
  feedback: 'ok',
});

// jsdom lays nothing out: give the chart's wrapper a size so recharts draws its bars and tooltip.
function giveChartASize() {
  const original = HTMLElement.prototype.getBoundingClientRect;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.classList.contains('recharts-wrapper')) return { x: 0, y: 0, top: 0, left: 0, right: 600, bottom: 280, width: 600, height: 280, toJSON: () => ({}) };
    return original.call(this);
  });
}

function renderSummary(answered: AnsweredQuestion[]) {
  const average = Math.round(answered.reduce((sum, item) => sum + item.score, 0) / answered.length);
  renderAt(<AssessmentSummary config={CONFIG} answered={answered} average={average} onRestart={() => undefined} />, '/assessment');
  return screen.getByRole('region', { name: 'Progress summary' });
}

const itemLabels = (region: HTMLElement) => within(region).queryAllByRole('listitem').map((item) => item.getAttribute('data-testid'));

describe('AssessmentSummary (issue 15)', () => {
  it('scores [88, 40, 72]: Q1 and Q3 are strong, Q2 to improve, never "No strong areas yet", even where a focus area averages below 70', async () => {
    // All three share a focus area averaging 67: the old grouping listed no strong area at all.
    const summary = renderSummary([question(1, 88, 'state and hooks'), question(2, 40, 'state and hooks'), question(3, 72, 'State and hooks')]);
    const strong = within(summary).getByRole('region', { name: 'Strong areas' });
    const improve = within(summary).getByRole('region', { name: 'Areas to improve' });

    expect(itemLabels(strong)).toEqual(['area-Q1', 'area-Q3']);
    expect(within(strong).getByTestId('area-Q1')).toHaveTextContent('Q1 · State and hooks88/100What about topic 1?');
    expect(within(strong).getByTestId('area-Q3')).toHaveTextContent('Q3 · State and hooks72/100What about topic 3?');
    expect(within(strong).queryByRole('link')).not.toBeInTheDocument();

    expect(itemLabels(improve)).toEqual(['area-Q2']);
    expect(within(improve).getByTestId('area-Q2')).toHaveTextContent('Q2 · State and hooks40/100What about topic 2?');
    const link = new URL(within(improve).getByRole('link', { name: /Plan learning/ }).getAttribute('href') ?? '', 'http://localhost');
    expect(link.searchParams.get('goal')).toBe('Improve my React skills in state and hooks');

    expect(screen.queryByText(/No strong areas yet/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Nothing to improve/)).not.toBeInTheDocument();

    // The second view names its number an average and shows each question's own mark beside it.
    const byArea = within(summary).getByRole('region', { name: 'By focus area' });
    expect(byArea).toHaveTextContent(/average of each focus area's questions/i);
    const area = within(byArea).getByTestId('focus-area-state and hooks');
    expect(area).toHaveTextContent('Average 67/100');
    expect(area).toHaveTextContent('Q1: 88Q2: 40Q3: 72');
    expect(area).toHaveTextContent('2 of 3 questions at 70 or more');
    await within(summary).findByTestId('score-chart');
  });

  it('says "No strong areas yet" when every score is below 70', async () => {
    const summary = renderSummary([question(1, 40, 'hooks'), question(2, 69), question(3, 0, 'effects')]);
    const strong = within(summary).getByRole('region', { name: 'Strong areas' });
    expect(within(strong).getByText('No strong areas yet: every score was below 70.')).toBeInTheDocument();
    expect(within(strong).queryAllByRole('listitem')).toHaveLength(0);
    expect(itemLabels(within(summary).getByRole('region', { name: 'Areas to improve' }))).toEqual(['area-Q1', 'area-Q2', 'area-Q3']);
    // No focus area holds two questions: the per-question lists say it all.
    expect(within(summary).queryByRole('region', { name: 'By focus area' })).not.toBeInTheDocument();
    await within(summary).findByTestId('score-chart');
  });

  it('says "Nothing to improve" when every score is 70 or more', async () => {
    const summary = renderSummary([question(1, 70), question(2, 100)]);
    expect(within(summary).getByText('Nothing to improve: every score was 70 or more.')).toBeInTheDocument();
    expect(screen.queryByText(/No strong areas yet/)).not.toBeInTheDocument();
    await within(summary).findByTestId('score-chart');
  });

  describe('chart tooltip', () => {
    beforeEach(() => giveChartASize());

    it('opens no tooltip for a pointer resting where the chart appeared; a moving pointer brings the chart to life', async () => {
      renderSummary([question(1, 88), question(2, 40), question(3, 72)]);
      const chart = await screen.findByTestId('score-chart');
      await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(3));
      expect(chart).toHaveAttribute('data-pointer', 'resting');
      expect(chart).toHaveStyle({ pointerEvents: 'none' });

      // What the browser sends when the chart slides under a pointer that did not move.
      fireEvent.mouseOver(document.body, { clientX: 200, clientY: 150 });
      fireEvent.mouseMove(document.body, { clientX: 200, clientY: 150 });
      expect(chart).toHaveAttribute('data-pointer', 'resting');
      expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument();

      fireEvent.mouseMove(document.body, { clientX: 210, clientY: 150 });
      await waitFor(() => expect(chart).toHaveAttribute('data-pointer', 'live'));
      expect(chart).toHaveStyle({ pointerEvents: 'auto' });
    });

    it('a tap or click counts as a real pointer at once', async () => {
      renderSummary([question(1, 88), question(2, 40)]);
      const chart = await screen.findByTestId('score-chart');
      fireEvent.pointerDown(document.body);
      await waitFor(() => expect(chart).toHaveAttribute('data-pointer', 'live'));
    });

    it('keyboard focus still opens the tooltip: Tab shows Q1, the arrow keys move it, leaving closes it', async () => {
      const user = userEvent.setup({ delay: null });
      renderSummary([question(1, 88, 'state and hooks'), question(2, 40), question(3, 72)]);
      const chart = await screen.findByTestId('score-chart');
      await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(3));
      const surface = chart.querySelector('svg.recharts-surface');
      expect(surface).toHaveAttribute('tabindex', '0');
      expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument();

      while (document.activeElement !== surface) await user.tab();
      expect(await screen.findByTestId('chart-tooltip')).toHaveTextContent('Q1: 88/100State and hooks');
      await user.keyboard('{ArrowRight}');
      await waitFor(() => expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('Q2: 40/100What about topic 2?'));
      await user.tab();
      await waitFor(() => expect(screen.queryByTestId('chart-tooltip')).not.toBeInTheDocument());
    });

    it('a click does not focus the chart, so no first-bar tooltip stays behind after the pointer leaves', async () => {
      renderSummary([question(1, 88), question(2, 40)]);
      const chart = await screen.findByTestId('score-chart');
      await waitFor(() => expect(chart.querySelector('svg.recharts-surface')).not.toBeNull());
      const surface = chart.querySelector('svg.recharts-surface') as SVGElement;
      const down = fireEvent.mouseDown(surface);
      expect(down).toBe(false); // default prevented: the browser does not move focus to the chart
      expect(document.activeElement).not.toBe(surface);
    });
  });
});
