import { NAV_ITEMS, barBreakpointFor, navItemsFor } from '../nav-items';

describe('the bar\'s breakpoint', () => {
  it('keeps the recruiter\'s nine items in the drawer until xl, where they fit in one row', () => {
    expect(NAV_ITEMS.recruiter).toHaveLength(9);
    expect(barBreakpointFor(navItemsFor({ token: 't', type: 'recruiter' }))).toBe('xl');
  });

  it('shows the applicant\'s and a visitor\'s items in the bar from lg', () => {
    expect(barBreakpointFor(navItemsFor({ token: 't', type: 'applicant' }))).toBe('lg');
    expect(barBreakpointFor(navItemsFor(null))).toBe('lg');
  });
});
