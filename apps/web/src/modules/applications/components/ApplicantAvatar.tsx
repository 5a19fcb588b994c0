import { PhotoAvatar } from '../../files/components/PhotoAvatar';

/** The applicant's profile photo (read with the bearer token), or their initials without one. */
export function ApplicantAvatar({ name, photo }: { name: string; photo: string }) {
  return <PhotoAvatar size="lg" name={name} photo={photo} />;
}
