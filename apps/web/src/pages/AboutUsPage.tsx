import { Text } from '@chakra-ui/react';
import { Section, StaticPage } from '../modules/content/components/StaticPage';

export function AboutUsPage() {
  return (
    <StaticPage title="About Us" lead="Hirewise is a job portal with AI tools for both sides of hiring.">
      <Section title="What we do">
        <Text>
          Applicants find and apply to jobs, take AI interviews, plan their learning and build resumes. Recruiters post
          jobs, review applicants, read AI-scored interview results and ask an agent for a second opinion on a
          candidate.
        </Text>
      </Section>
      <Section title="What we believe">
        <Text>
          AI should save time and add information, not make decisions about people. Every hiring decision on Hirewise is
          made by a recruiter, and applicants can always see what was recorded about them.
        </Text>
      </Section>
    </StaticPage>
  );
}
