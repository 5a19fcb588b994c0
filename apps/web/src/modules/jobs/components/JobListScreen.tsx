import { useCallback, type ReactNode } from 'react';
import { Flex } from '@chakra-ui/react';
import type { Job } from '@hirewise/contracts/jobs';
import { UiMessages } from '../../ui/utils/messages';
import { queryKeys } from '../../api/query-keys';
import { useAppliedFilters } from '../../filters/hooks/use-applied-filters';
import { SignInPrompt } from '../../session/components/SignInPrompt';
import { useSession } from '../../session/hooks/use-session';
import { PagedListView } from '../../ui/components/PagedListView';
import { Screen } from '../../ui/components/Screen';
import { useJobs } from '../hooks/use-jobs';
import { DEFAULT_JOB_FILTERS, type JobFilters, type JobsScope } from '../utils/job-filters';
import { JobFilterDialog } from './JobFilterDialog';
import { JobSearchBar } from './JobSearchBar';

interface JobListScreenProps {
  scope: JobsScope;
  title: string;
  description: string;
  renderJob: (job: Job) => ReactNode;
}

/** /home and /myjobs: the search box, More Filters, and the job cards page by page. */
export function JobListScreen({ scope, title, description, renderJob }: JobListScreenProps) {
  const session = useSession();
  const keyOf = useCallback((value: JobFilters) => queryKeys.jobs.list(scope, value), [scope]);
  const [filters, setFilters] = useAppliedFilters(DEFAULT_JOB_FILTERS, keyOf);
  const { list, shown } = useJobs(scope, filters, session !== null);
  return (
    <Screen title={title} description={description}>
      {/* The gateway lists jobs to signed-in users only. */}
      {session === null ? (
        <SignInPrompt title="Log in to browse jobs" description="Create a free account or log in to search, filter and apply." />
      ) : (
        <>
          <Flex gap="3" mb="6" align="center">
            <JobSearchBar value={filters.q} onSearch={(q) => setFilters({ ...filters, q })} />
            <JobFilterDialog value={filters} onApply={setFilters} />
          </Flex>
          <PagedListView list={list} items={shown} label="Jobs" emptyText={UiMessages.noJobs} getKey={(job) => job._id} renderItem={renderJob} />
        </>
      )}
    </Screen>
  );
}
