import type { ReactNode } from 'react';
import { List, Stack, Text } from '@chakra-ui/react';
import type { Application } from '@hirewise/contracts/applications';
import { UiMessages } from '../../ui/utils/messages';
import { FactList } from '../../ui/components/FactList';
import { SkillChips } from '../../ui/components/SkillChips';
import { formatDate } from '../../ui/utils/format';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text textStyle="sm" fontWeight="semibold">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** What a recruiter reads about an applicant: applied-on date, education, statement of purpose, skills. */
export function ApplicantDetails({ application }: { application: Application }) {
  const { education, skills } = application.jobApplicant;
  const sop = application.sop.trim();
  return (
    <>
      <FactList facts={[{ label: 'Applied On', value: formatDate(application.dateOfApplication) }]} />
      <Section title="Education">
        {education.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            No education listed
          </Text>
        ) : (
          <List.Root gap="1" textStyle="sm" ps="4">
            {education.map((row, index) => (
              <List.Item key={`${row.institutionName}-${index}`}>
                {row.institutionName} ({row.startYear} - {row.endYear ?? 'Ongoing'})
              </List.Item>
            ))}
          </List.Root>
        )}
      </Section>
      <Section title="Statement of Purpose">
        <Text textStyle="sm" color={sop ? 'fg' : 'fg.muted'} whiteSpace="pre-line" wordBreak="break-word">
          {sop || UiMessages.sopMissing}
        </Text>
      </Section>
      <Section title="Skills">
        <SkillChips skills={skills} />
      </Section>
    </>
  );
}
