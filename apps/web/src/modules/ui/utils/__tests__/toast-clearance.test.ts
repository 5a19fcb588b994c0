import { toastLift } from '../toast-clearance';

/** An element whose box is at `top`..`bottom` (jsdom lays nothing out). */
function boxAt(top: number, bottom: number, tag = 'div'): Element {
  const el = document.createElement(tag);
  el.getBoundingClientRect = () => ({ top, bottom, height: bottom - top, width: 100, left: 0, right: 100, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
  return el;
}

describe('toastLift', () => {
  const H = 800;

  it('lifts toasts above a dialog footer at the bottom edge (a full-screen dialog on a phone)', () => {
    expect(toastLift(H, [boxAt(730, 800)], null)).toBe(78);
  });

  it('leaves them at the edge when the footer is well above it (a centred dialog on a desktop)', () => {
    expect(toastLift(H, [boxAt(500, 560)], null)).toBe(0);
  });

  it('lifts them above the field being edited near the bottom, not above a button that merely has focus', () => {
    document.body.innerHTML = '';
    const input = boxAt(700, 740, 'input');
    expect(toastLift(H, [], input)).toBe(108);
    expect(toastLift(H, [], boxAt(700, 740, 'button'))).toBe(0);
  });

  it('takes the highest of several and ignores what is hidden or off screen', () => {
    expect(toastLift(H, [boxAt(720, 790), boxAt(690, 760), boxAt(0, 0), boxAt(900, 950)], null)).toBe(118);
  });
});
