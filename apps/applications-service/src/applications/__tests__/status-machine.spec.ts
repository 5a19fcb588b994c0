import { APPLICATION_STATUSES, RECRUITER_TARGET_STATUSES } from '@hirewise/contracts';
import { canRecruiterMove } from '../status-machine';

describe('recruiter moves (architecture section 3)', () => {
  it('allows exactly the five moves of the table', () => {
    const allowed = APPLICATION_STATUSES.flatMap((from) => RECRUITER_TARGET_STATUSES.filter((to) => canRecruiterMove(from, to)).map((to) => `${from} -> ${to}`));
    expect(allowed).toEqual(['applied -> shortlisted', 'applied -> rejected', 'shortlisted -> accepted', 'shortlisted -> rejected', 'accepted -> finished']);
  });

  it.each(['rejected', 'deleted', 'cancelled', 'finished'] as const)('leaves %s final', (from) => {
    expect(RECRUITER_TARGET_STATUSES.some((to) => canRecruiterMove(from, to))).toBe(false);
  });
});
