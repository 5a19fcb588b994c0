import { useQuery } from '@tanstack/react-query';
import { useErrorToast } from '../../api/hooks/use-error-toast';
import { useSession } from '../../session/hooks/use-session';
import { UiMessages } from '../../ui/utils/messages';
import { listWebhooks } from '../api/webhooks-api';
import { webhookKeys } from '../utils/webhook-keys';

/** The recruiter's webhooks, newest first; a failed load is the spec's generic 'Error' toast. */
export function useWebhooks() {
  const session = useSession();
  const query = useQuery({
    queryKey: webhookKeys.list(),
    queryFn: ({ signal }) => listWebhooks(signal),
    enabled: session?.type === 'recruiter',
  });
  useErrorToast(query.error, query.errorUpdatedAt, UiMessages.loadError);
  return query;
}
