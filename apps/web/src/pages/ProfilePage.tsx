import { ProfileScreen } from '../modules/profile/components/ProfileScreen';

export function ProfilePage() {
  return <ProfileScreen />;
}
