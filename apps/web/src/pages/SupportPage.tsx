import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Section, StaticPage } from '../modules/content/components/StaticPage';

export function SupportPage() {
  return (
    <StaticPage title="Support" lead="Help with your account, applications, job posts and AI tools.">
      <Section title="Account and sign-in">
        <Text>
          If you cannot log in, check that you are using the email address you signed up with. Each email can hold one
          account, either as an applicant or as a recruiter. You can update your name, education, skills, bio and
          contact number at any time from your profile.
        </Text>
      </Section>
      <Section title="Interviews and the AI tools">
        <Text>
          AI interviews need a browser with speech recognition, such as a recent Chrome or Edge, and permission to use
          your microphone (and camera for video interviews). If a recording fails, reload the page and allow access
          when the browser asks.
        </Text>
      </Section>
      <Section title="Still stuck?">
        <Text>
          Read the{' '}
          <Link asChild color="brand.fg">
            <RouterLink to="/faq">frequently asked questions</RouterLink>
          </Link>{' '}
          or{' '}
          <Link asChild color="brand.fg">
            <RouterLink to="/contact">contact us</RouterLink>
          </Link>
          . We answer support requests within two working days.
        </Text>
      </Section>
    </StaticPage>
  );
}
