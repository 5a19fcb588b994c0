import { Button, Center, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { JobMessages } from '@hirewise/contracts/jobs';
import { ApiError } from '../../api/api-error';
import { hiringName } from '../../jobs/utils/job-place';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useJobPage } from '../hooks/use-job-page';
import { JobPageTexts } from '../utils/job-page-texts';
import { JobPageView } from './JobPageView';

/** A job that is not there: unknown, removed, past its deadline (signed out), or a malformed id. */
const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /jobs/{id} (issue 19): the public page of one job, for visitors, applicants and recruiters alike. */
export function JobPageScreen() {
  const { id = '' } = useParams();
  const page = useJobPage(id);
  const job = page.data;
  const missing = !job && isMissing(page.error);
  useDocumentTitle(job ? JobPageTexts.documentTitle(job.title, hiringName(job)) : missing ? JobMessages.notFound : undefined);

  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      {job ? (
        <JobPageView job={job} />
      ) : missing ? (
        <Stack gap="4" align="center" textAlign="center" py={{ base: '10', md: '16' }} data-testid="job-not-found">
          <Heading as="h1" size="2xl">
            {JobMessages.notFound}
          </Heading>
          <Text color="fg.muted">{JobPageTexts.notFoundDetail}</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/home">{JobPageTexts.browseJobs}</RouterLink>
          </Button>
        </Stack>
      ) : page.isError ? (
        <Stack align="center" py="12" gap="4">
          <Text color="fg.muted">{JobPageTexts.loadFailed}</Text>
          <Button variant="outline" onClick={() => void page.refetch()}>
            {JobPageTexts.tryAgain}
          </Button>
        </Stack>
      ) : (
        <Center py="16">
          <Spinner size="lg" color="brand.solid" role="status" aria-label={JobPageTexts.loading} />
        </Center>
      )}
    </Container>
  );
}
