import { SavedSearchMessages, type SavedSearchView } from '@hirewise/contracts/saved-searches';
import { mockApi, type ApiCall, type FakeResponse } from '@/test-utils/render';

/** UUID-shaped ids, unique per n. */
export function savedSearchId(n: number): string {
  return `5a000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function aSavedSearch(n: number, overrides: Partial<SavedSearchView> = {}): SavedSearchView {
  return {
    id: savedSearchId(n),
    name: `Search ${n}`,
    filters: { jobType: [] },
    digest: 'daily',
    createdAt: new Date(Date.now() - n * 86_400_000).toISOString(),
    pendingMatches: 0,
    lastMatchAt: null,
    ...overrides,
  };
}

/** The same filters in any key order are the same search (the server keeps a canonical key). */
const filtersKey = (filters: SavedSearchView['filters']) => JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The saved-search routes of the gateway over an in-memory list: GET, POST (409 for the same
 * filters twice), PUT (merges name and digest), DELETE. `other` answers every other call.
 */
export function mockSavedSearchesApi(items: SavedSearchView[], other: (call: ApiCall) => FakeResponse | undefined = () => undefined) {
  const store = items.map((item) => ({ ...item }));
  const api = mockApi((call) => {
    if (call.path === '/api/saved-searches' && call.method === 'GET') return { status: 200, body: store };
    if (call.path === '/api/saved-searches' && call.method === 'POST') {
      const body = call.body as Pick<SavedSearchView, 'name' | 'filters' | 'digest'>;
      if (store.some((s) => filtersKey(s.filters) === filtersKey(body.filters))) return { status: 409, body: { message: SavedSearchMessages.duplicate } };
      const saved = aSavedSearch(store.length + 100, { ...body, name: body.name ?? 'Made from the filters' });
      store.unshift(saved);
      return { status: 201, body: saved };
    }
    const one = /^\/api\/saved-searches\/([^/]+)$/.exec(call.path);
    const found = one ? store.find((s) => s.id === one[1]) : undefined;
    if (one && !found) return { status: 404, body: { message: SavedSearchMessages.notFound } };
    if (found && call.method === 'PUT') {
      Object.assign(found, call.body);
      return { status: 200, body: found };
    }
    if (found && call.method === 'DELETE') {
      store.splice(store.indexOf(found), 1);
      return { status: 200, body: { message: SavedSearchMessages.deleted } };
    }
    return other(call);
  });
  return { ...api, store };
}
