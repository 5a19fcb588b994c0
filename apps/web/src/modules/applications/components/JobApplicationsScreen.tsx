import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { UiMessages } from '../../ui/utils/messages';
import { queryKeys } from '../../api/query-keys';
import { useAppliedFilters } from '../../filters/hooks/use-applied-filters';
import { PagedListView } from '../../ui/components/PagedListView';
import { Screen } from '../../ui/components/Screen';
import { useJobApplicants } from '../hooks/use-job-applicants';
import { DEFAULT_APPLICANT_FILTERS, type ApplicantFilters } from '../utils/applicants-query';
import { ApplicantCard } from './ApplicantCard';
import { ApplicantFilterDialog } from './ApplicantFilterDialog';

/** /job/applications/{jobId}: the job's applications, filtered and sorted in a dialog. */
export function JobApplicationsScreen() {
  const { jobId = '' } = useParams();
  const keyOf = useCallback((value: ApplicantFilters) => queryKeys.applications.forJob(jobId, value), [jobId]);
  const [filters, setFilters] = useAppliedFilters(DEFAULT_APPLICANT_FILTERS, keyOf);
  const list = useJobApplicants(jobId, filters);
  return (
    <Screen
      title="Applications"
      description="Review the applicants of this job and move them through shortlisting."
      actions={<ApplicantFilterDialog value={filters} onApply={setFilters} />}
    >
      <PagedListView
        list={list}
        label="Applications"
        emptyText={UiMessages.noJobApplications}
        columns={{ base: 1, lg: 2 }}
        getKey={(application) => application._id}
        renderItem={(application) => <ApplicantCard application={application} />}
      />
    </Screen>
  );
}
