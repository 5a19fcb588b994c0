/** Spec section 2: the print title is the name plus _Resume, or Resume without a name. */
export function printTitle(fullName: string | undefined): string {
  const name = (fullName ?? '').trim();
  return name ? `${name}_Resume` : 'Resume';
}

/** Technologies as typed ('React, Node.js; SQL') split into single skills for the preview. */
export function technologyList(technologies: string): string[] {
  return technologies
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter((item, index, all) => item !== '' && all.indexOf(item) === index);
}
