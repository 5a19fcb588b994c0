import { Injectable } from '@nestjs/common';
import {
  createSavedSearchSchema,
  isUuid,
  SavedSearchMessages,
  updateSavedSearchSchema,
  type Caller,
  type CreateSavedSearchInput,
  type MessageResponse,
  type SavedSearchView,
  type UpdateSavedSearchInput,
} from '@hirewise/contracts';
import { DomainError } from '@hirewise/server-kit';
import { filtersKey, nameFromFilters, normalizeFilters } from './saved-search-filters';
import { SavedSearchRepository } from './saved-search.repository';
import type { SavedSearchRow } from './saved-search.table';

/**
 * The rules of an applicant's saved searches (the gateway allows applicants only). Input is parsed
 * again here: a message from another caller than the gateway gets the same checks.
 */
@Injectable()
export class SavedSearchesService {
  constructor(private readonly searches: SavedSearchRepository) {}

  list(caller: Caller): Promise<SavedSearchView[]> {
    return this.searches.list(caller.userId);
  }

  async create(caller: Caller, raw: CreateSavedSearchInput): Promise<SavedSearchView> {
    const input = createSavedSearchSchema.parse(raw);
    const filters = normalizeFilters(input.filters);
    const outcome = await this.searches.create(caller.userId, {
      name: input.name ?? nameFromFilters(filters),
      q: filters.q ?? null,
      jobTypes: filters.jobType,
      salaryMin: filters.salaryMin ?? null,
      salaryMax: filters.salaryMax ?? null,
      duration: filters.duration ?? null,
      filtersKey: filtersKey(filters),
      digest: input.digest,
    });
    if ('refused' in outcome) {
      throw outcome.refused === 'duplicate'
        ? new DomainError('SAVED_SEARCH_DUPLICATE', SavedSearchMessages.duplicate)
        : new DomainError('SAVED_SEARCH_LIMIT', SavedSearchMessages.limit);
    }
    return (await this.searches.view(outcome.row.id)) as SavedSearchView;
  }

  async update(caller: Caller, searchId: string, raw: UpdateSavedSearchInput): Promise<SavedSearchView> {
    const update = updateSavedSearchSchema.parse(raw);
    const row = await this.own(caller, searchId);
    await this.searches.update(row.id, {
      ...(update.name !== undefined ? { name: update.name } : {}),
      ...(update.digest !== undefined ? { digest: update.digest } : {}),
    });
    return (await this.searches.view(row.id)) as SavedSearchView;
  }

  async delete(caller: Caller, searchId: string): Promise<MessageResponse> {
    const row = await this.own(caller, searchId);
    await this.searches.delete(row.id);
    return { message: SavedSearchMessages.deleted };
  }

  /** An unknown (or malformed) id is 404; another user's search 403, before anything changes. */
  private async own(caller: Caller, searchId: string): Promise<SavedSearchRow> {
    const row = isUuid(searchId) ? await this.searches.find(searchId) : undefined;
    if (!row) throw new DomainError('SAVED_SEARCH_NOT_FOUND', SavedSearchMessages.notFound);
    if (row.userId !== caller.userId) throw new DomainError('NOT_YOUR_SAVED_SEARCH', SavedSearchMessages.notYours);
    return row;
  }
}
