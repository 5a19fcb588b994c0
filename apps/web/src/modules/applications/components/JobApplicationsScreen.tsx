import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { UiMessages } from '../../ui/utils/messages';
import { queryKeys } from '../../api/query-keys';
import { BulkStatusBar } from '../../bulk-status/components/BulkStatusBar';
import { SelectCheckbox } from '../../bulk-status/components/SelectCheckbox';
import { useSelection } from '../../bulk-status/hooks/use-selection';
import { useAppliedFilters } from '../../filters/hooks/use-applied-filters';
import { useJob } from '../../jobs/hooks/use-job';
import { PagedListView } from '../../ui/components/PagedListView';
import { Screen } from '../../ui/components/Screen';
import { useJobApplicants } from '../hooks/use-job-applicants';
import { ApplicationTexts } from '../utils/application-texts';
import { DEFAULT_APPLICANT_FILTERS, type ApplicantFilters } from '../utils/applicants-query';
import { ApplicantCard } from './ApplicantCard';
import { ApplicantFilterDialog } from './ApplicantFilterDialog';

/**
 * /job/applications/{jobId}: the job's applications (the heading names the job), filtered and
 * sorted in a dialog; cards can be chosen for a bulk Shortlist or Reject.
 */
export function JobApplicationsScreen() {
  const { jobId = '' } = useParams();
  const keyOf = useCallback((value: ApplicantFilters) => queryKeys.applications.forJob(jobId, value), [jobId]);
  const [filters, setFilters] = useAppliedFilters(DEFAULT_APPLICANT_FILTERS, keyOf);
  const list = useJobApplicants(jobId, filters);
  const job = useJob(jobId);
  const visibleIds = useMemo(() => list.items.map((application) => application._id), [list.items]);
  const selection = useSelection(visibleIds);
  return (
    <Screen
      title={ApplicationTexts.jobApplicationsTitle(job.data?.title)}
      description="Review the applicants of this job and move them through shortlisting."
      actions={<ApplicantFilterDialog value={filters} onApply={setFilters} />}
    >
      <BulkStatusBar applications={list.items} selection={selection} />
      <PagedListView
        list={list}
        label="Applications"
        emptyText={UiMessages.noJobApplications}
        columns={{ base: 1, lg: 2 }}
        getKey={(application) => application._id}
        renderItem={(application) => (
          <ApplicantCard
            application={application}
            select={
              <SelectCheckbox
                name={application.jobApplicant.name}
                checked={selection.isSelected(application._id)}
                onChange={(checked) => selection.toggle(application._id, checked)}
              />
            }
          />
        )}
      />
    </Screen>
  );
}
