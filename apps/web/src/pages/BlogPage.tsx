import { Text } from '@chakra-ui/react';
import { Section, StaticPage } from '../modules/content/components/StaticPage';

export function BlogPage() {
  return (
    <StaticPage title="Blog" lead="Notes from the Hirewise team on hiring, interviews and AI.">
      <Section title="Why we score interviews against key concepts">
        <Text>
          A good answer covers the ideas that matter, whatever words the candidate uses. Our interview scoring compares
          each transcribed answer with the concepts an expected answer covers, so recruiters can compare candidates on
          substance rather than on phrasing.
        </Text>
      </Section>
      <Section title="Writing job posts that attract the right people">
        <Text>
          Clear job titles, an honest salary range in rupees, the real duration and a short list of must-have skills
          bring fewer but better applications. Ask for an interview only when it helps you decide.
        </Text>
      </Section>
    </StaticPage>
  );
}
