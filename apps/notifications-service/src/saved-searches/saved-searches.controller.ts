import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  Patterns,
  type CreateSavedSearchMessage,
  type DeleteSavedSearchMessage,
  type ListSavedSearchesMessage,
  type UpdateSavedSearchMessage,
} from '@hirewise/contracts';
import { SavedSearchesService } from './saved-searches.service';

/** The gateway's calls for an applicant's saved searches (GET/POST /api/saved-searches, PUT/DELETE /api/saved-searches/{id}). */
@Controller()
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearchesService) {}

  @MessagePattern(Patterns.savedSearches.list)
  list(@Payload() { caller }: ListSavedSearchesMessage) {
    return this.searches.list(caller);
  }

  @MessagePattern(Patterns.savedSearches.create)
  create(@Payload() { caller, search }: CreateSavedSearchMessage) {
    return this.searches.create(caller, search);
  }

  @MessagePattern(Patterns.savedSearches.update)
  update(@Payload() { caller, searchId, update }: UpdateSavedSearchMessage) {
    return this.searches.update(caller, searchId, update);
  }

  @MessagePattern(Patterns.savedSearches.delete)
  delete(@Payload() { caller, searchId }: DeleteSavedSearchMessage) {
    return this.searches.delete(caller, searchId);
  }
}
