import { UiMessages } from '../../ui/utils/messages';
import { queryKeys } from '../../api/query-keys';
import { useAppliedFilters } from '../../filters/hooks/use-applied-filters';
import { FilterDialog } from '../../filters/components/FilterDialog';
import { SortOptions } from '../../filters/components/SortOptions';
import { PagedListView } from '../../ui/components/PagedListView';
import { Screen } from '../../ui/components/Screen';
import { useEmployees } from '../hooks/use-employees';
import { DEFAULT_EMPLOYEE_SORT, EMPLOYEE_SORT_OPTIONS } from '../utils/applicants-query';
import { EmployeeCard } from './EmployeeCard';

/** /employees: applicants accepted on the recruiter's jobs, newest joiners first by default. */
export function EmployeesScreen() {
  const [sort, setSort] = useAppliedFilters(DEFAULT_EMPLOYEE_SORT, queryKeys.applications.employees);
  const list = useEmployees(sort);
  return (
    <Screen
      title="Employees"
      description="Applicants you have accepted, with their ratings and joining dates."
      actions={
        <FilterDialog title="Sort Employees" triggerLabel="Sort" value={sort} defaults={DEFAULT_EMPLOYEE_SORT} onApply={setSort}>
          {(draft, setDraft) => <SortOptions options={EMPLOYEE_SORT_OPTIONS} value={draft} onChange={setDraft} />}
        </FilterDialog>
      }
    >
      <PagedListView
        list={list}
        label="Employees"
        emptyText={UiMessages.noEmployees}
        getKey={(application) => application._id}
        renderItem={(application) => <EmployeeCard application={application} />}
      />
    </Screen>
  );
}
