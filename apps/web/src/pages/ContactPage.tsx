import { Link, Text } from '@chakra-ui/react';
import { Section, StaticPage } from '../modules/content/components/StaticPage';

export function ContactPage() {
  return (
    <StaticPage title="Contact" lead="We are happy to hear from applicants, recruiters and partners.">
      <Section title="Write to us">
        <Text>
          For help with your account or an application, email{' '}
          <Link href="mailto:support@hirewise.example" color="brand.fg">
            support@hirewise.example
          </Link>
          . For partnerships and press, email{' '}
          <Link href="mailto:hello@hirewise.example" color="brand.fg">
            hello@hirewise.example
          </Link>
          .
        </Text>
      </Section>
      <Section title="Office hours">
        <Text>
          Our team works Monday to Friday, 9:30 to 18:00 India Standard Time. Please include the email address of your
          Hirewise account so we can find it quickly; never send us your password.
        </Text>
      </Section>
    </StaticPage>
  );
}
