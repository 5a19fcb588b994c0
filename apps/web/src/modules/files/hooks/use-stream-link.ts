import { useQuery } from '@tanstack/react-query';
import { MediaPaths, type StreamLinkResponse } from '@hirewise/contracts/media';
import { apiRequest } from '../../api/api-client';
import type { ApiError } from '../../api/api-error';
import { queryKeys } from '../../api/query-keys';

/** A cached link is not handed out when it has less than this left: a player opened with it gets time to load and seek. */
export const STREAM_LINK_RENEW_MARGIN_MS = 60_000;

export interface StreamLink {
  /** `/api/stream/interview/{id}?access=...` for `<video src>`; undefined while loading, without a video or on failure. */
  url: string | undefined;
  expiresAt: string | undefined;
  isLoading: boolean;
  /** The server's refusal (403 'You do not have access to this file', 404 'File not found') or a network failure. */
  error: ApiError | null;
  /** Asks for a new link (a player whose link expired mid-way: set the new src and restore currentTime). */
  renew: () => void;
}

/** Time until a link should no longer be handed out, for React Query's staleTime. */
export function freshFor(link: StreamLinkResponse | undefined, now = Date.now()): number {
  if (!link) return 0;
  return Math.max(0, Date.parse(link.expiresAt) - now - STREAM_LINK_RENEW_MARGIN_MS);
}

/**
 * A signed stream link for an interview video (`POST /api/stream/interview/{id}/link` with the
 * bearer token): a `<video>` element cannot send the header, the link carries a token valid
 * for STREAM_LINK_TTL_SECONDS instead, and the player seeks with Range requests on it. The link
 * stays the same while it is fresh (so a playing video's src never changes under it), is not
 * refetched on focus, and is asked for again once it is near its end or on `renew()`.
 */
export function useStreamLink(videoFileId: string | null | undefined): StreamLink {
  const id = videoFileId || '';
  const query = useQuery<StreamLinkResponse, ApiError>({
    queryKey: queryKeys.files.streamLink(id),
    queryFn: ({ signal }) => apiRequest<StreamLinkResponse>(MediaPaths.streamInterviewLink(id), { method: 'POST', auth: true, signal }),
    enabled: id !== '',
    staleTime: (q) => freshFor(q.state.data),
    refetchOnWindowFocus: false,
    retry: false,
  });
  return {
    url: id === '' ? undefined : query.data?.url,
    expiresAt: id === '' ? undefined : query.data?.expiresAt,
    isLoading: id !== '' && query.isLoading,
    error: query.error ?? null,
    renew: () => void query.refetch(),
  };
}
