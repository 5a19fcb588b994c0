import { useState } from 'react';
import { Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { LuChartColumn, LuDownload, LuFileJson } from 'react-icons/lu';
import { Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis } from 'recharts';
import { IMPACT_STAGES, type AdverseImpactReport, type FunnelReport, type ImpactDimensionReport, type ImpactRate } from '@hirewise/contracts/fairness';
import { SelectField } from '../../forms/components/SelectField';
import { LoadState } from '../../ui/components/LoadState';
import { EmptyNotice } from '../../ui/components/EmptyNotice';
import { Screen } from '../../ui/components/Screen';
import { useAdverseImpact, useDownloadAiAudit, useDownloadImpactCsv, useFunnel, useMyJobsForInsights } from '../hooks/use-insights';

export const InsightsTexts = {
  title: 'Hiring insights',
  description: 'How your candidates move through hiring, and whether every group is selected at a similar rate.',
  allJobs: 'All my jobs',
  funnel: 'Funnel',
  daysInStage: 'Median days in each stage',
  scores: 'AI interview scores',
  impact: 'Adverse impact (four-fifths rule)',
  impactIntro:
    'Selection rates by the groups candidates chose to tell us, compared with the group selected most often. A ratio under 0.8 is flagged. Counts only: no candidate is named.',
  downloadCsv: 'Download CSV',
  downloadAudit: 'Download AI audit',
  loadFailed: 'The insights could not be loaded.',
  noApplications: 'No applications yet',
  noApplicationsHint: 'When candidates apply, this page shows how they move through hiring and whether every group is selected at a similar rate.',
} as const;

const STAGE_LABELS: Record<string, string> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  interviewed: 'Interviewed',
  accepted: 'Accepted',
  rejected: 'Rejected',
  finished: 'Finished',
  'ai-scoring': 'AI score above median',
};

const percent = (rate: number | null) => (rate === null ? '-' : `${Math.round(rate * 100)}%`);

/** /insights (recruiters, issue 21): the funnel, days in stage, the AI score distribution and the adverse-impact report, per job or across all. */
export function InsightsScreen() {
  const [jobId, setJobId] = useState('');
  const jobs = useMyJobsForInsights();
  const scope = jobId || undefined;
  const funnel = useFunnel(scope);
  const impact = useAdverseImpact(scope);
  const download = useDownloadImpactCsv();
  const audit = useDownloadAiAudit();

  return (
    <Screen
      title={InsightsTexts.title}
      description={InsightsTexts.description}
      actions={
        <Box minW={{ md: '280px' }}>
          <SelectField
            label="Job"
            name="jobId"
            value={jobId}
            onChange={setJobId}
            options={[{ value: '', label: InsightsTexts.allJobs }, ...(jobs.data ?? []).map((job) => ({ value: job._id, label: job.title }))]}
          />
        </Box>
      }
    >
      <LoadState
        pending={funnel.isPending || impact.isPending}
        failed={funnel.isError || impact.isError}
        loadingLabel="Loading insights"
        failedText={InsightsTexts.loadFailed}
        onRetry={() => Promise.all([funnel.refetch(), impact.refetch()])}
        padding="12"
      >
        {() =>
          !funnel.data || !impact.data ? null : funnel.data.reached.applied === 0 ? (
        <EmptyNotice icon={<LuChartColumn />} title={InsightsTexts.noApplications} description={InsightsTexts.noApplicationsHint} />
      ) : (
        <Stack gap="6">
          <FunnelSection report={funnel.data} />
          <Card.Root as="section" aria-labelledby="impact-heading">
            <Card.Body>
              <Stack gap="4">
                <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
                  <Stack gap="1">
                    <Heading as="h2" size="md" id="impact-heading">
                      {InsightsTexts.impact}
                    </Heading>
                    <Text textStyle="sm" color="fg.muted">
                      {InsightsTexts.impactIntro}
                    </Text>
                  </Stack>
                  <HStack gap="2" flexShrink="0" wrap="wrap" align="start">
                    <Button variant="outline" onClick={() => download.mutate(scope)} loading={download.isPending}>
                      <LuDownload />
                      {InsightsTexts.downloadCsv}
                    </Button>
                    {scope && (
                      <Button variant="outline" onClick={() => audit.mutate(scope)} loading={audit.isPending}>
                        <LuFileJson />
                        {InsightsTexts.downloadAudit}
                      </Button>
                    )}
                  </HStack>
                </Stack>
                <ImpactSummary report={impact.data} />
                {impact.data.dimensions.map((d) => (
                  <ImpactTable key={d.dimension} dimension={d} />
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        </Stack>
          )
        }
      </LoadState>
    </Screen>
  );
}

function FunnelSection({ report }: { report: FunnelReport }) {
  const stages = Object.entries(report.reached).map(([stage, count]) => ({ stage: STAGE_LABELS[stage], count }));
  const buckets = report.scoreBuckets.map((b) => ({ range: `${b.from}-${b.to}`, count: b.count }));
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <Card.Root as="section" aria-labelledby="funnel-heading">
        <Card.Body>
          <Heading as="h2" size="md" id="funnel-heading" mb="3">
            {InsightsTexts.funnel}
          </Heading>
          <CountChart label="Applications that reached each stage" data={stages} dataKey="stage" />
          <Heading as="h3" size="sm" mt="4" mb="2">
            {InsightsTexts.daysInStage}
          </Heading>
          <SimpleGrid columns={3} gap="3">
            {Object.entries(report.daysInStage).map(([stage, stay]) => (
              <Stack key={stage} gap="0">
                <Text textStyle="xs" color="fg.muted">
                  {STAGE_LABELS[stage]}
                </Text>
                <Text fontWeight="semibold">{stay.medianDays === null ? '-' : `${stay.medianDays} d`}</Text>
                <Text textStyle="xs" color="fg.muted">
                  {stay.stays} moved on
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      <Card.Root as="section" aria-labelledby="scores-heading">
        <Card.Body>
          <Heading as="h2" size="md" id="scores-heading" mb="1">
            {InsightsTexts.scores}
          </Heading>
          <Text textStyle="sm" color="fg.muted" mb="3">
            {report.scored === 0 ? 'No AI interview scores yet.' : `${report.scored} scored, median ${report.medianScore}.`}
          </Text>
          <CountChart label="AI interview scores in tens" data={buckets} dataKey="range" />
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}

function CountChart({ label, data, dataKey }: { label: string; data: { count: number }[]; dataKey: string }) {
  // On a phone the labels would run into each other: they slant instead.
  const narrow = useBreakpointValue({ base: true, md: false }) ?? false;
  return (
    <Box as="figure" aria-label={label} width="full" height={{ base: '240px', md: '240px' }}>
      <BarChart responsive data={data} style={{ width: '100%', height: '100%' }} margin={{ top: 20, right: 8, bottom: 4, left: -20 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={dataKey} tickLine={false} interval={0} fontSize={11} {...(narrow ? { angle: -45, textAnchor: 'end', height: 64 } : {})} />
        <YAxis allowDecimals={false} tickLine={false} fontSize={11} />
        <Bar dataKey="count" fill="var(--chakra-colors-brand-solid)" radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false}>
          <LabelList dataKey="count" position="top" fontSize={11} />
        </Bar>
      </BarChart>
    </Box>
  );
}

function ImpactSummary({ report }: { report: AdverseImpactReport }) {
  const rates = report.dimensions.flatMap((d) => d.groups.flatMap((g) => [...Object.values(g.stages), g.scoring]));
  const flagged = report.dimensions.flatMap((d) => d.groups.filter((g) => [...Object.values(g.stages), g.scoring].some((r) => r.flagged)).map((g) => `${g.label}`));
  let verdict = `Under four fifths somewhere: ${flagged.join(', ')}.`;
  if (!rates.some((r) => r.impactRatio !== null)) verdict = `No two groups have ${report.minGroupSize} or more candidates yet: nothing to compare.`;
  else if (flagged.length === 0) verdict = 'No group is under four fifths.';
  return (
    <Text textStyle="sm">
      {report.candidates} {report.candidates === 1 ? 'candidate' : 'candidates'}
      {report.medianScore !== null && `, median AI score ${report.medianScore}`}. {verdict}
    </Text>
  );
}

function RateCell({ rate }: { rate: ImpactRate }) {
  return (
    <Table.Cell textAlign="end" whiteSpace="nowrap">
      {percent(rate.rate)}
      {rate.impactRatio !== null && (
        <Text as="span" color={rate.flagged ? 'red.fg' : 'fg.muted'} ms="1" textStyle="xs">
          ({rate.impactRatio.toFixed(2)})
        </Text>
      )}
      {rate.flagged && (
        <Badge colorPalette="red" ms="1" size="sm">
          under 4/5
        </Badge>
      )}
    </Table.Cell>
  );
}

function ImpactTable({ dimension }: { dimension: ImpactDimensionReport }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {dimension.label}
      </Heading>
      {dimension.groups.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Caption srOnly>{`${dimension.label}: selection rate and impact ratio per stage`}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Group</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Candidates</Table.ColumnHeader>
                {IMPACT_STAGES.map((stage) => (
                  <Table.ColumnHeader key={stage} textAlign="end">
                    {STAGE_LABELS[stage]}
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader textAlign="end">{STAGE_LABELS['ai-scoring']}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {dimension.groups.map((g) => (
                <Table.Row key={g.group}>
                  <Table.Cell>
                    {g.label}
                    {!g.judged && (
                      <Text as="span" color="fg.muted" textStyle="xs" ms="1">
                        (too few to judge)
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{g.count}</Table.Cell>
                  {IMPACT_STAGES.map((stage) => (
                    <RateCell key={stage} rate={g.stages[stage]} />
                  ))}
                  <RateCell rate={g.scoring} />
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Text textStyle="xs" color="fg.muted">
        {dimension.unknown} not answered or preferred not to say.
      </Text>
      {dimension.warnings
        // The unknown count has its own line; with no group at all, "fewer than two groups" says nothing more.
        .filter((w) => !w.includes('did not answer') && (dimension.groups.length > 0 || !w.startsWith('Fewer than two groups')))
        .map((w) => (
          <Text key={w} textStyle="xs" color="fg.warning">
            {w}
          </Text>
        ))}
    </Stack>
  );
}
