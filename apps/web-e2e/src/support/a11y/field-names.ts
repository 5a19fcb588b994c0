import type { Page } from 'playwright-core';

export interface FieldName {
  /** Chromium's computed role (textbox, combobox, checkbox, radio, slider, spinbutton, searchbox...). */
  role: string;
  /** Chromium's computed accessible name; '' when the field has none. */
  name: string;
  html: string;
}

/** Native fields and the ARIA widgets that stand in for them (slider thumbs, rating stars, switches). */
const FIELDS = ['input:not([type="hidden"])', 'select', 'textarea', ...['slider', 'radio', 'checkbox', 'switch', 'combobox', 'textbox', 'spinbutton', 'searchbox'].map((role) => `[role="${role}"]`)].join(', ');

/**
 * Every form field of the document (input, select, textarea and ARIA widgets; dialogs and portals included) with the
 * name Chromium's own accessibility tree gives it: a second opinion next to axe's label rule, from
 * the browser a screen reader talks to. Fields the tree ignores (inert, hidden) are left out.
 */
export async function fieldNames(page: Page): Promise<FieldName[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: FIELDS });
    const fields: FieldName[] = [];
    for (const nodeId of nodeIds) {
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
      const node = nodes[0];
      if (!node || node.ignored) continue;
      const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
      fields.push({ role: String(node.role?.value ?? ''), name: String(node.name?.value ?? '').trim(), html: outerHTML.slice(0, 160) });
    }
    return fields;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** The fields without an accessible name, as short HTML excerpts (an empty list is the goal). */
export function unnamed(fields: FieldName[]): string[] {
  return fields.filter((field) => field.name === '').map((field) => `${field.role}: ${field.html}`);
}
