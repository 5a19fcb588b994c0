import { Box, Card, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { Job } from '@hirewise/contracts/jobs';
import { SafeRichText } from '../../ai/shared/components/SafeRichText';
import { JobFactList } from '../../jobs/components/JobFactList';
import { JobPlace } from '../../jobs/components/JobPlace';
import { ShareJobButton } from '../../jobs/components/ShareJobButton';
import { hiringName } from '../../jobs/utils/job-place';
import { SkillChips } from '../../ui/components/SkillChips';
import { StarRating } from '../../ui/components/StarRating';
import { JobPageTexts } from '../utils/job-page-texts';
import { JobApplyPanel } from './JobApplyPanel';

/**
 * One job, readable by anyone. Phones: the heading, then the facts with Apply and Share, then the
 * description. Wide screens: the description on the left and the facts beside it, staying in view
 * while the description scrolls.
 */
export function JobPageView({ job }: { job: Job }) {
  const hiring = hiringName(job);
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }}
      templateAreas={{ base: '"header" "aside" "body"', lg: '"header aside" "body aside"' }}
      templateRows={{ lg: 'auto 1fr' }}
      columnGap="10"
      rowGap={{ base: '6', lg: '8' }}
    >
      <Stack gap="2" gridArea="header">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight" wordBreak="break-word">
          {job.title}
        </Heading>
        <Text fontWeight="medium" data-testid="job-company">
          {hiring}
        </Text>
        {hiring !== job.recruiter.name && (
          <Text textStyle="sm" color="fg.muted">
            {JobPageTexts.postedBy(job.recruiter.name)}
          </Text>
        )}
        <JobPlace job={job} />
        <StarRating value={job.rating} />
      </Stack>
      <Box as="aside" gridArea="aside" aria-label={JobPageTexts.details} alignSelf="start" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
        <Card.Root variant="outline" borderRadius="xl">
          <Card.Body gap="5">
            <JobFactList job={job} show={['role', 'salary', 'duration', 'deadline', 'posted']} />
            <Stack gap="3">
              <JobApplyPanel job={job} />
              <ShareJobButton job={job} variant="outline" size="md" />
            </Stack>
          </Card.Body>
        </Card.Root>
      </Box>
      <Stack gap="8" gridArea="body">
        <Stack gap="3">
          <Heading as="h2" size="lg">
            {JobPageTexts.about}
          </Heading>
          {job.description ? (
            <SafeRichText html={job.description} label={JobPageTexts.descriptionLabel} />
          ) : (
            <Text color="fg.muted">{JobPageTexts.noDescription}</Text>
          )}
        </Stack>
        <Stack gap="3">
          <Heading as="h2" size="lg">
            {JobPageTexts.skills}
          </Heading>
          <SkillChips skills={job.skillsets} />
        </Stack>
      </Stack>
    </Grid>
  );
}
