import { useInterviewContext } from './support/interview.context';
import { notificationsJourney } from './support/notifications.scenarios';

describe('notifications in the browser, embedded mode (bell, popover, /notifications, email as .eml files)', () => {
  // Fake camera and microphone: the applicant takes the interview the notification leads to.
  const ctx = useInterviewContext();
  describe('apply, shortlist, the bell and the email, the interview, the recruiter told', () => notificationsJourney(ctx));
});
