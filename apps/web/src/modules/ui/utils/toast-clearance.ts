/**
 * Toasts sit at the bottom of the screen (spec section 2). So that one never covers a dialog's
 * buttons (its footer, full screen on phones) or the field being edited, each toast is lifted above
 * whatever of those is in the bottom band of the viewport when it is shown: the toaster's group
 * reads the lift from the CSS variable `--toast-lift` on the root element.
 */
export const TOAST_LIFT_VAR = '--toast-lift';
/** Elements a toast must never cover (AppDialog's footer carries it). */
export const TOAST_AVOID_ATTR = 'data-toast-avoid';
/** A toast takes about this much height from the bottom edge (its offset, its height, a gap). */
const TOAST_BAND_PX = 140;
const GAP_PX = 8;

const isFormField = (el: Element | null): el is HTMLElement =>
  el instanceof HTMLElement && (el.matches('input, textarea, select, [contenteditable="true"]') || el.getAttribute('role') === 'combobox');

/** How far above the bottom edge the toasts must start: 0 when nothing they would cover is near it. */
export function toastLift(viewportHeight: number, avoid: readonly Element[], active: Element | null): number {
  const targets = [...avoid, ...(isFormField(active) ? [active] : [])];
  let lift = 0;
  for (const el of targets) {
    const rect = el.getBoundingClientRect();
    if (rect.height === 0 && rect.width === 0) continue;
    if (rect.bottom <= viewportHeight - TOAST_BAND_PX || rect.top >= viewportHeight) continue;
    lift = Math.max(lift, Math.ceil(viewportHeight - rect.top + GAP_PX));
  }
  return lift;
}

/** Sets the lift for the toast about to be shown (called by notify). */
export function liftToastsClearOfWork(doc: Document = document): void {
  const view = doc.defaultView;
  if (!view) return;
  const lift = toastLift(view.innerHeight, [...doc.querySelectorAll(`[${TOAST_AVOID_ATTR}]`)], doc.activeElement);
  doc.documentElement.style.setProperty(TOAST_LIFT_VAR, `${lift}px`);
}
