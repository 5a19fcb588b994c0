import { CheckboxList } from '../../filters/components/CheckboxList';
import { FilterDialog } from '../../filters/components/FilterDialog';
import { SortOptions } from '../../filters/components/SortOptions';
import { SelectField } from '../../forms/components/SelectField';
import { DEFAULT_JOB_FILTERS, FILTER_DURATION_OPTIONS, JOB_SORT_OPTIONS, JOB_TYPE_OPTIONS, type JobFilters } from '../utils/job-filters';
import { SalaryRangeField } from './SalaryRangeField';

interface JobFilterDialogProps {
  value: JobFilters;
  onApply: (next: JobFilters) => void;
}

/** More Filters: job type, salary, duration and the sorts; the search text is kept as it is. */
export function JobFilterDialog({ value, onApply }: JobFilterDialogProps) {
  return (
    <FilterDialog title="Filters" triggerLabel="More Filters" value={value} defaults={{ ...DEFAULT_JOB_FILTERS, q: value.q }} onApply={onApply}>
      {(draft, setDraft) => (
        <>
          <CheckboxList label="Job Type" options={JOB_TYPE_OPTIONS} value={draft.jobTypes} onChange={(jobTypes) => setDraft({ ...draft, jobTypes })} />
          <SalaryRangeField value={draft.salary} onChange={(salary) => setDraft({ ...draft, salary })} />
          <SelectField
            label="Duration"
            name="duration"
            helper="Jobs shorter than this many months; flexible jobs always match."
            value={String(draft.duration)}
            options={FILTER_DURATION_OPTIONS}
            onChange={(duration) => setDraft({ ...draft, duration: Number(duration) })}
          />
          <SortOptions options={JOB_SORT_OPTIONS} value={draft.sort} onChange={(sort) => setDraft({ ...draft, sort })} />
        </>
      )}
    </FilterDialog>
  );
}
