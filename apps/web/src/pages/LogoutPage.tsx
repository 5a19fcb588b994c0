import { Screen } from '../modules/ui/components/Screen';
import { SignInPrompt } from '../modules/session/components/SignInPrompt';
import { useLogout } from '../modules/session/hooks/use-logout';
import { LogoutTexts } from '../modules/session/utils/session-texts';

interface LogoutPageProps {
  /** Loads the login screen before going there (its chunk), so nothing empty shows meanwhile. */
  beforeLeave?: () => Promise<unknown>;
}

/** /logout ends the session, says so, and goes on to /login. */
export function LogoutPage({ beforeLeave }: LogoutPageProps) {
  useLogout(beforeLeave);
  return (
    <Screen title="Logout" maxW="3xl">
      <SignInPrompt title={LogoutTexts.title} description={LogoutTexts.description} />
    </Screen>
  );
}
