import { Avatar, type AvatarRootProps } from '@chakra-ui/react';
import { usePhotoUrl } from '../hooks/use-photo-url';

interface PhotoAvatarProps {
  name: string;
  /** The stored photo's file name ('' when there is none). */
  photo: string | null | undefined;
  size?: AvatarRootProps['size'];
}

/** A person's profile photo, read with the bearer token; their initials until it loads or without one. */
export function PhotoAvatar({ name, photo, size = 'lg' }: PhotoAvatarProps) {
  const url = usePhotoUrl(photo);
  return (
    <Avatar.Root size={size} colorPalette="brand" flexShrink={0} data-testid="photo-avatar">
      <Avatar.Fallback name={name} />
      {url && <Avatar.Image src={url} alt={`Photo of ${name}`} />}
    </Avatar.Root>
  );
}
