import { CheckboxList } from '../../filters/components/CheckboxList';
import { FilterDialog } from '../../filters/components/FilterDialog';
import { SortOptions } from '../../filters/components/SortOptions';
import { APPLICANT_SORT_OPTIONS, DEFAULT_APPLICANT_FILTERS, FILTER_STATUS_OPTIONS, type ApplicantFilters } from '../utils/applicants-query';

/** Status checkboxes (Rejected, Applied, Shortlisted) and the Name / Date of Application / Rating sorts. */
export function ApplicantFilterDialog({ value, onApply }: { value: ApplicantFilters; onApply: (next: ApplicantFilters) => void }) {
  return (
    <FilterDialog title="Filter Applications" triggerLabel="Filter" value={value} defaults={DEFAULT_APPLICANT_FILTERS} onApply={onApply}>
      {(draft, setDraft) => (
        <>
          <CheckboxList label="Status" options={FILTER_STATUS_OPTIONS} value={draft.statuses} onChange={(statuses) => setDraft({ ...draft, statuses })} />
          <SortOptions options={APPLICANT_SORT_OPTIONS} value={draft.sort} onChange={(sort) => setDraft({ ...draft, sort })} />
        </>
      )}
    </FilterDialog>
  );
}
