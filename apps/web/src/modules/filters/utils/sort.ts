/**
 * Sort options of the list dialogs (jobs, a job's applications, employees): each field is on or
 * off and, when on, ascending or descending. The server takes them as repeated asc=/desc= keys,
 * in the order the fields are listed.
 */
export interface SortSetting {
  on: boolean;
  descending: boolean;
}

export type SortState<F extends string> = Record<F, SortSetting>;

export interface SortOption<F extends string> {
  field: F;
  label: string;
}

const OFF: SortSetting = { on: false, descending: false };

/** Every field off, except those given. */
export function sortState<F extends string>(fields: readonly F[], initial: Partial<Record<F, SortSetting>> = {}): SortState<F> {
  return Object.fromEntries(fields.map((field) => [field, initial[field] ?? OFF])) as SortState<F>;
}

export function appendSortParams<F extends string>(params: URLSearchParams, fields: readonly F[], state: SortState<F>): void {
  for (const field of fields) {
    const setting = state[field];
    if (setting?.on) params.append(setting.descending ? 'desc' : 'asc', field);
  }
}
