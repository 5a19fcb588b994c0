import { mockApi } from '@/test-utils/render';
import { bulkUpdateStatus } from '../api/bulk-update-status';

describe('bulkUpdateStatus', () => {
  beforeEach(() => window.localStorage.setItem('token', 'tok'));

  it('sends more than 100 ids in calls of at most 100, in order, and joins the answers', async () => {
    const api = mockApi(({ body }) => {
      const ids = (body as { applicationIds: string[] }).applicationIds;
      return { status: 200, body: { changed: ids.length, results: ids.map((applicationId) => ({ applicationId, outcome: 'changed', status: 'rejected' })) } };
    });
    const ids = Array.from({ length: 150 }, (_, i) => `id-${i}`);
    const reply = await bulkUpdateStatus({ applicationIds: ids, status: 'rejected', reason: { reasons: ['other'], text: '', share: false } });
    const sent = api.find('POST', '/api/applications/bulk-status').map((c) => c.body as { applicationIds: string[]; reason?: unknown });
    expect(sent.map((b) => b.applicationIds.length)).toEqual([100, 50]);
    expect(sent.flatMap((b) => b.applicationIds)).toEqual(ids);
    expect(sent.every((b) => b.reason !== undefined)).toBe(true);
    expect(reply.changed).toBe(150);
    expect(reply.results.map((r) => r.applicationId)).toEqual(ids);
  });
});
