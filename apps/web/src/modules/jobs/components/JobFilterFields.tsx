import { JOB_CONTENT_LIMITS } from '@hirewise/contracts/constants';
import { CheckboxList } from '../../filters/components/CheckboxList';
import { SortOptions } from '../../filters/components/SortOptions';
import { SelectField } from '../../forms/components/SelectField';
import { TextField } from '../../forms/components/TextField';
import { useJobFacets } from '../hooks/use-job-facets';
import { durationOptions, jobTypeCounts, remoteOptions } from '../utils/job-facets';
import { JOB_SORT_OPTIONS, JOB_TYPE_OPTIONS, REMOTE_OPTIONS, type JobFilters, type RemoteFilter } from '../utils/job-filters';
import { SalaryBands } from './SalaryBands';
import { SalaryRangeField } from './SalaryRangeField';

interface JobFilterFieldsProps {
  draft: JobFilters;
  setDraft: (next: JobFilters) => void;
  facets: boolean;
}

/**
 * The More Filters controls. With `facets` each option shows how many open jobs it would leave,
 * counted for the draft as it is being chosen (each facet without its own filter, server-side).
 */
export function JobFilterFields({ draft, setDraft, facets: withFacets }: JobFilterFieldsProps) {
  const facets = useJobFacets(draft, withFacets);
  return (
    <>
      <CheckboxList label="Job Type" options={JOB_TYPE_OPTIONS} value={draft.jobTypes} counts={jobTypeCounts(facets)} onChange={(jobTypes) => setDraft({ ...draft, jobTypes })} />
      <SalaryRangeField value={draft.salary} onChange={(salary) => setDraft({ ...draft, salary })} />
      {facets && <SalaryBands bands={facets.salary} onPick={(salary) => setDraft({ ...draft, salary })} />}
      <SelectField
        label="Duration"
        name="duration"
        helper="Jobs shorter than this many months; flexible jobs always match."
        value={String(draft.duration)}
        options={durationOptions(facets)}
        onChange={(duration) => setDraft({ ...draft, duration: Number(duration) })}
      />
      <TextField
        label="Location"
        name="location"
        helper="A city or a country."
        maxLength={JOB_CONTENT_LIMITS.city}
        value={draft.location}
        onChange={(location) => setDraft({ ...draft, location })}
      />
      <SelectField
        label="Remote"
        name="remote"
        value={draft.remote}
        options={remoteOptions(facets, REMOTE_OPTIONS)}
        onChange={(remote) => setDraft({ ...draft, remote: remote as RemoteFilter })}
      />
      <SortOptions options={JOB_SORT_OPTIONS} value={draft.sort} onChange={(sort) => setDraft({ ...draft, sort })} />
    </>
  );
}
