import { Link, Text } from '@chakra-ui/react';
import { Section, StaticPage } from '../modules/content/components/StaticPage';

export function CareersPage() {
  return (
    <StaticPage title="Careers" lead="Help us make hiring fairer and faster.">
      <Section title="Working at Hirewise">
        <Text>
          We are a small team of engineers, designers and hiring specialists. We work remotely across India, meet in
          person every quarter, and ship in small steps with a lot of care for the people who use the product.
        </Text>
      </Section>
      <Section title="Open roles">
        <Text>
          We post our own openings on Hirewise, like any other recruiter. If you do not see a role that fits, send a
          short note about what you would like to work on to{' '}
          <Link href="mailto:careers@hirewise.example" color="brand.fg">
            careers@hirewise.example
          </Link>
          .
        </Text>
      </Section>
    </StaticPage>
  );
}
