import type { Application } from '@hirewise/contracts/applications';
import { ApplicationTexts } from './application-texts';

/**
 * Why a cancelled application was cancelled: 'Cancelled: you accepted an offer for <job title>'
 * (Application.cancelledFor). Null for other statuses and when the server named no job (the status
 * badge then says just 'Cancelled').
 */
export function cancellationText(application: Pick<Application, 'status' | 'cancelledFor'>): string | null {
  if (application.status !== 'cancelled') return null;
  const title = application.cancelledFor?.title;
  return title ? ApplicationTexts.cancelledFor(title) : null;
}
