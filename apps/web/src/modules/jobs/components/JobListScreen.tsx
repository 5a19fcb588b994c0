import { useCallback, type ReactNode } from 'react';
import { Flex } from '@chakra-ui/react';
import type { Job } from '@hirewise/contracts/jobs';
import { UiMessages } from '../../ui/utils/messages';
import { queryKeys } from '../../api/query-keys';
import { SaveSearchButton } from '../../saved-searches/components/SaveSearchButton';
import { SignInPrompt } from '../../session/components/SignInPrompt';
import { useSession } from '../../session/hooks/use-session';
import { PagedListView } from '../../ui/components/PagedListView';
import { Screen } from '../../ui/components/Screen';
import { useJobs } from '../hooks/use-jobs';
import { useUrlJobFilters } from '../hooks/use-url-job-filters';
import type { JobFilters, JobsScope } from '../utils/job-filters';
import { JobFilterDialog } from './JobFilterDialog';
import { JobSearchBar } from './JobSearchBar';
import { ResultsSummary } from './ResultsSummary';

interface JobListScreenProps {
  scope: JobsScope;
  title: string;
  description: string;
  renderJob: (job: Job) => ReactNode;
  /** Beside the title (My jobs: the hiring insights). */
  actions?: ReactNode;
}

/**
 * /home and /myjobs: the search box, More Filters (the search lives in the address, so a link opens
 * it), Save search for an applicant on /home, and the job cards page by page. The browse list adds
 * type-ahead, facet counts in More Filters and the count of results with their order (issue 19).
 */
export function JobListScreen({ scope, title, description, renderJob, actions }: JobListScreenProps) {
  const session = useSession();
  const keyOf = useCallback((value: JobFilters) => queryKeys.jobs.list(scope, value), [scope]);
  const [filters, setFilters] = useUrlJobFilters(keyOf);
  const { list, shown } = useJobs(scope, filters, session !== null);
  return (
    <Screen title={title} description={description} actions={actions}>
      {/* The gateway lists jobs to signed-in users only. */}
      {session === null ? (
        <SignInPrompt title="Log in to browse jobs" description="Create a free account or log in to search, filter and apply." />
      ) : (
        <>
          {/* On a phone the search box takes its own row and the buttons wrap under it. */}
          <Flex gap="3" mb="6" align="center" wrap="wrap">
            <JobSearchBar value={filters.q} onSearch={(q) => setFilters({ ...filters, q })} suggest={scope === 'browse'} />
            <JobFilterDialog value={filters} onApply={setFilters} facets={scope === 'browse'} />
            {scope === 'browse' && <SaveSearchButton filters={filters} />}
          </Flex>
          {scope === 'browse' && <ResultsSummary list={list} filters={filters} />}
          <PagedListView list={list} items={shown} label="Jobs" emptyText={UiMessages.noJobs} getKey={(job) => job._id} renderItem={renderJob} />
        </>
      )}
    </Screen>
  );
}
