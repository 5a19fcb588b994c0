import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MediaPaths } from '@hirewise/contracts/media';
import { queryKeys } from '../../api/query-keys';
import { fetchFile } from '../api/fetch-file';

/**
 * An object URL for a profile photo, or undefined while loading, without a photo, or when it
 * cannot be read (the caller shows initials). The bytes are fetched with the bearer token and
 * cached per file name (names are generated and never reused, so they never go stale); each
 * caller makes its own object URL and revokes it when the photo changes or it unmounts.
 */
export function usePhotoUrl(photo: string | null | undefined): string | undefined {
  const file = photo || '';
  const { data: blob } = useQuery({
    queryKey: queryKeys.files.photo(file),
    queryFn: async ({ signal }) => (await fetchFile(MediaPaths.downloadProfile(file), signal)).blob,
    enabled: file !== '',
    staleTime: Infinity,
    retry: false,
  });
  const usable = blob && blob.size > 0 && file !== '' ? blob : undefined;
  // The object URL is an outside resource: made by the effect, revoked by its cleanup. Only the URL
  // of the blob shown now counts (a stale one is never returned, so no reset is needed).
  const [shown, setShown] = useState<{ blob: Blob; url: string }>();

  useEffect(() => {
    if (!usable) return undefined;
    const url = URL.createObjectURL(usable);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL exists only once this effect made it (its cleanup revokes it); a render-time URL would be revoked under StrictMode's re-run
    setShown({ blob: usable, url });
    return () => URL.revokeObjectURL(url);
  }, [usable]);

  return shown && shown.blob === usable ? shown.url : undefined;
}
