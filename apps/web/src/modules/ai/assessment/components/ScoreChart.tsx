import { Box } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { SKILL_ASSESSMENT } from '@hirewise/contracts/constants';
import { usePointerMoved } from '../hooks/use-pointer-moved';
import type { ChartBar } from '../utils/assessment-summary';

const STRONG_COLOR = 'var(--chakra-colors-green-500)';
const IMPROVE_COLOR = 'var(--chakra-colors-orange-400)';

interface TooltipProps {
  active?: boolean;
  payload?: readonly { payload?: ChartBar }[];
}

function BarTooltip({ active, payload }: TooltipProps) {
  const bar = payload?.[0]?.payload;
  if (!active || !bar) return null;
  return (
    <Box data-testid="chart-tooltip" bg="bg.panel" borderWidth="1px" borderRadius="md" px="3" py="2" maxW="260px" boxShadow="md" textStyle="sm">
      <strong>
        {bar.label}: {bar.score}/100
      </strong>
      <Box color="fg.muted">{bar.detail}</Box>
    </Box>
  );
}

/**
 * Score per question as bars (green strong, orange to improve) with the strong line at 70.
 * The tooltip opens on hover and on keyboard focus only (Tab, then the arrow keys): the chart
 * ignores the pointer until it has really moved, and a click does not focus the chart, because
 * recharts opens the first bar's tooltip on focus and keeps it open while focused (issue 15).
 */
export function ScoreChart({ bars }: { bars: readonly ChartBar[] }) {
  const pointerMoved = usePointerMoved();
  return (
    <Box
      as="figure"
      aria-label="Score per question"
      data-testid="score-chart"
      data-pointer={pointerMoved ? 'live' : 'resting'}
      width="full"
      height={{ base: '220px', md: '280px' }}
      pointerEvents={pointerMoved ? 'auto' : 'none'}
      onMouseDown={(event) => event.preventDefault()}
    >
      <BarChart responsive data={[...bars]} style={{ width: '100%', height: '100%' }} margin={{ top: 24, right: 8, bottom: 4, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tickLine={false} />
        <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tickLine={false} />
        <ReferenceLine y={SKILL_ASSESSMENT.strongScore} stroke="var(--chakra-colors-green-600)" strokeDasharray="4 4" />
        <Tooltip content={<BarTooltip />} cursor={{ fill: 'var(--chakra-colors-bg-muted)' }} isAnimationActive={false} />
        <Bar dataKey="score" name="Score" radius={[6, 6, 0, 0]} maxBarSize={56} minPointSize={3} isAnimationActive={false}>
          {bars.map((bar) => (
            <Cell key={bar.label} fill={bar.strong ? STRONG_COLOR : IMPROVE_COLOR} />
          ))}
          <LabelList dataKey="score" position="top" fontSize={12} />
        </Bar>
      </BarChart>
    </Box>
  );
}
