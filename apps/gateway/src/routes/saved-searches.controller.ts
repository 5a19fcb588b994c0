import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import {
  ApiRoutes,
  createSavedSearchSchema,
  isUuid,
  Patterns,
  SavedSearchMessages,
  updateSavedSearchSchema,
  type MessageResponse,
  type SavedSearchView,
  type TokenClaims,
} from '@hirewise/contracts';
import { ClientRegistry, DomainError, parseOrThrow } from '@hirewise/server-kit';
import { callerOf, CurrentUser, Roles } from '../auth/auth.decorators';

/** An applicant's saved searches (job alerts, issue 18); the rules live in the notifications service. */
@Controller()
@Roles('applicant')
export class SavedSearchesRoutesController {
  constructor(private readonly clients: ClientRegistry) {}

  @Get(ApiRoutes.savedSearches)
  list(@CurrentUser() user: TokenClaims): Promise<SavedSearchView[]> {
    return this.notifications().send(Patterns.savedSearches.list, { caller: callerOf(user) });
  }

  /** 201 Created (Nest's default for POST). */
  @Post(ApiRoutes.savedSearches)
  create(@CurrentUser() user: TokenClaims, @Body() body: unknown): Promise<SavedSearchView> {
    const search = parseOrThrow(createSavedSearchSchema, body);
    return this.notifications().send(Patterns.savedSearches.create, { caller: callerOf(user), search });
  }

  @Put(ApiRoutes.savedSearch)
  update(@CurrentUser() user: TokenClaims, @Param('id') searchId: string, @Body() body: unknown): Promise<SavedSearchView> {
    const update = parseOrThrow(updateSavedSearchSchema, body);
    return this.notifications().send(Patterns.savedSearches.update, { caller: callerOf(user), searchId: known(searchId), update });
  }

  @Delete(ApiRoutes.savedSearch)
  remove(@CurrentUser() user: TokenClaims, @Param('id') searchId: string): Promise<MessageResponse> {
    return this.notifications().send(Patterns.savedSearches.delete, { caller: callerOf(user), searchId: known(searchId) });
  }

  private notifications() {
    return this.clients.get('notifications');
  }
}

/** A malformed id names no saved search: 404, like an unknown one. */
function known(searchId: string): string {
  if (!isUuid(searchId)) throw new DomainError('SAVED_SEARCH_NOT_FOUND', SavedSearchMessages.notFound);
  return searchId;
}
