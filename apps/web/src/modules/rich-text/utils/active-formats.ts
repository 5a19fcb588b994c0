import { closestWithin, coveredTexts, HEADINGS, touchedUnits, type Format } from './editor-dom';

/** Which formats hold for the whole selection (the toolbar's pressed buttons). */
export function activeFormats(root: HTMLElement, range: Range): Set<Format> {
  const active = new Set<Format>();
  if (!root.contains(range.commonAncestorContainer)) return active;
  for (const tag of ['strong', 'em'] as const) {
    const texts = range.collapsed ? [range.startContainer] : coveredTexts(root, range);
    if (texts.length > 0 && texts.every((text) => closestWithin(text, tag, root))) active.add(tag);
  }
  const units = touchedUnits(root, range);
  if (units.length > 0) {
    if (units.every((unit) => HEADINGS.has(unit.tagName))) active.add('heading');
    for (const list of ['ul', 'ol'] as const) {
      if (units.every((unit) => unit.tagName === 'LI' && unit.parentElement?.tagName === list.toUpperCase())) active.add(list);
    }
  }
  return active;
}
