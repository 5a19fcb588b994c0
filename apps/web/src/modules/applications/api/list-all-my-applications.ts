import type { Application } from '@hirewise/contracts/applications';
import { PAGINATION } from '@hirewise/contracts/constants';
import { listMyApplications } from './list-my-applications';

/** Pages asked for at most: 50 pages of 200 is far more than any applicant holds. */
const MAX_PAGES = 50;

/** GET /api/applications, every page (the largest page the gateway serves), as one list. */
export async function listAllMyApplications(signal?: AbortSignal): Promise<Application[]> {
  const limit = PAGINATION.maxLimit;
  const all: Application[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { items, total } = await listMyApplications(page, limit, signal);
    all.push(...items);
    if (items.length === 0 || all.length >= total) break;
  }
  return all;
}
