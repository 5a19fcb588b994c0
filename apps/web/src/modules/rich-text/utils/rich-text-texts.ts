const COUNT = new Intl.NumberFormat('en-IN');

/** The rich-text editor's own texts. */
export const RichTextTexts = {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  heading: 'Heading',
  bulletedList: 'Bulleted list',
  numberedList: 'Numbered list',
  /** "1,234 / 20,000 characters": the stored HTML's length, so formatting counts too. */
  counter: (used: number, limit: number) => `${COUNT.format(used)} / ${COUNT.format(limit)} characters`,
  counterHelper: 'Formatting counts toward the limit.',
} as const;
