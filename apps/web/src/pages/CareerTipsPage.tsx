import { List, Text } from '@chakra-ui/react';
import { Section, StaticPage } from '../modules/content/components/StaticPage';

export function CareerTipsPage() {
  return (
    <StaticPage title="Career Tips" lead="Small habits that make your applications stand out.">
      <Section title="Write a focused statement of purpose">
        <Text>
          Recruiters read many applications. Use your statement of purpose (up to 250 words) to connect two or three of
          your skills to what the job asks for, with one concrete example of work you have done.
        </Text>
      </Section>
      <Section title="Prepare for the AI interview">
        <List.Root ps="5" gap="1">
          <List.Item>Find a quiet room and test your microphone before you start.</List.Item>
          <List.Item>Structure answers: the situation, what you did, and the result.</List.Item>
          <List.Item>Name the key concepts; answers are scored on how well they cover them.</List.Item>
        </List.Root>
      </Section>
      <Section title="Keep learning">
        <Text>
          Use the Learning Agent to plan your next skill and the skill assessment to find the areas worth practising.
        </Text>
      </Section>
    </StaticPage>
  );
}
