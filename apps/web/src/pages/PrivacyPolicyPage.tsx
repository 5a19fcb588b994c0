import { Link, List, Text } from '@chakra-ui/react';
import { Section, StaticPage } from '../modules/content/components/StaticPage';

export function PrivacyPolicyPage() {
  return (
    <StaticPage title="Privacy Policy" lead="What we collect, why, who can see it, and how to have it deleted.">
      <Section title="What we collect">
        <Text>
          Your account details (name, email, category), profile details (education, skills, bio, contact number), the
          files you upload (resume and photo), your job posts and applications, and, when you take an AI interview, the
          audio or video recording, its transcript and the scores the AI gives each answer.
        </Text>
      </Section>
      <Section title="Interview recordings and AI scoring">
        <Text>
          Interview answers are transcribed and scored automatically out of 100 against the key concepts of an expected
          answer. Scores support a recruiter&apos;s review; they never accept or reject anyone on their own.
        </Text>
      </Section>
      <Section title="Who can see your data">
        <List.Root ps="5" gap="1">
          <List.Item>Your interview recordings, transcripts and scores: you and the recruiter who owns that job.</List.Item>
          <List.Item>Your resume and profile details: recruiters of the jobs you apply to.</List.Item>
          <List.Item>Your profile photo: signed-in users of Hirewise.</List.Item>
        </List.Root>
        <Text>We do not sell personal data or share it with advertisers.</Text>
      </Section>
      <Section title="Deleting your data">
        <Text>
          To have your account, recordings or any other data deleted, email{' '}
          <Link href="mailto:privacy@hirewise.example" color="brand.fg">
            privacy@hirewise.example
          </Link>{' '}
          from the address of your account. We confirm the request and delete the data within 30 days, except records
          we must keep by law.
        </Text>
      </Section>
    </StaticPage>
  );
}
