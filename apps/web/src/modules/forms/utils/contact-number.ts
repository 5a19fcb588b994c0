/** Spec section 5: a contact number is sent with its leading plus when present, otherwise ''. */
export function toContactNumber(value: string | undefined | null): string {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return '';
  return trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
}
