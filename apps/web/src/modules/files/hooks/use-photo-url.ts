import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MediaPaths } from '@hirewise/contracts';
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
  const [url, setUrl] = useState<string>();

  useEffect(() => {
    if (!blob || blob.size === 0 || file === '') {
      setUrl(undefined);
      return undefined;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob, file]);

  return url;
}
