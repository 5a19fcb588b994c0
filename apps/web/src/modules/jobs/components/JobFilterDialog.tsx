import { FilterDialog } from '../../filters/components/FilterDialog';
import { DEFAULT_JOB_FILTERS, type JobFilters } from '../utils/job-filters';
import { JobFilterFields } from './JobFilterFields';

interface JobFilterDialogProps {
  value: JobFilters;
  onApply: (next: JobFilters) => void;
  /** Facet counts beside the options (the browse list: GET /api/jobs/facets counts open jobs). */
  facets?: boolean;
}

/** More Filters: job type, salary, duration, location, remote and the sorts; the search text is kept as it is. */
export function JobFilterDialog({ value, onApply, facets = false }: JobFilterDialogProps) {
  return (
    <FilterDialog title="Filters" triggerLabel="More Filters" value={value} defaults={{ ...DEFAULT_JOB_FILTERS, q: value.q }} onApply={onApply}>
      {(draft, setDraft) => <JobFilterFields draft={draft} setDraft={setDraft} facets={facets} />}
    </FilterDialog>
  );
}

