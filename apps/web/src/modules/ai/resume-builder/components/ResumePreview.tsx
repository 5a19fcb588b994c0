import type { ReactNode } from 'react';
import { Box, Flex, Heading, Image, List, Separator, Stack, Text } from '@chakra-ui/react';
import type { ResumeResult } from '@hirewise/contracts/ai';
import { AiMessages } from '../../shared/utils/ai-messages';
import { technologyList } from '../utils/print-title';
import './resume-print.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2" aria-label={title}>
      <Heading as="h3" size="sm" textTransform="uppercase" letterSpacing="wider" color="brand.fg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The resume as it prints: photo (when there is one), name, position, summary, skills, work history. */
export function ResumePreview({ resume }: { resume: ResumeResult | undefined }) {
  if (!resume) {
    return (
      <Flex minH="320px" align="center" justify="center" borderWidth="1px" borderStyle="dashed" borderRadius="xl" bg="bg.subtle" p="8" textAlign="center">
        <Text color="fg.muted">{AiMessages.resumePlaceholder}</Text>
      </Flex>
    );
  }
  const technologies = technologyList(resume.currentTechnologies);
  return (
    <Box as="article" aria-label="Resume preview" className="hw-resume-sheet" bg="bg" color="fg" borderWidth="1px" borderRadius="xl" boxShadow="sm" p={{ base: '5', md: '8' }}>
      <Stack gap="6">
        <Flex gap="5" align="center" direction={{ base: 'column', sm: 'row' }} textAlign={{ base: 'center', sm: 'start' }} _print={{ flexDirection: 'row', textAlign: 'start' }}>
          {resume.imageUrl && <Image src={resume.imageUrl} alt={`Photo of ${resume.fullName}`} boxSize="96px" borderRadius="full" objectFit="cover" flexShrink={0} />}
          <Stack gap="1">
            <Heading as="h2" size="2xl" letterSpacing="tight">
              {resume.fullName}
            </Heading>
            <Text textStyle="lg" color="fg.muted">
              {resume.currentPosition}
            </Text>
          </Stack>
        </Flex>
        <Separator />
        <Section title="Professional Summary">
          <Text lineHeight="tall" whiteSpace="pre-line">
            {resume.summary}
          </Text>
        </Section>
        <Section title="Technical Skills">
          <Flex as="ul" gap="2" wrap="wrap" listStyleType="none" aria-label="Technical Skills">
            {technologies.map((technology) => (
              <Box as="li" key={technology} borderWidth="1px" borderRadius="full" px="3" py="0.5" textStyle="sm">
                {technology}
              </Box>
            ))}
          </Flex>
        </Section>
        <Section title="Work Experience">
          <List.Root gap="3" listStyleType="none" aria-label="Work Experience">
            {resume.companies.map((company, index) => (
              <List.Item key={`${company.name}-${index}`}>
                <Text fontWeight="semibold">{company.position}</Text>
                <Text color="fg.muted">{company.name}</Text>
              </List.Item>
            ))}
          </List.Root>
        </Section>
      </Stack>
    </Box>
  );
}
