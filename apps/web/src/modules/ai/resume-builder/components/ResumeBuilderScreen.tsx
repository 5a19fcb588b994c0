import { Button, Card, Flex, Grid, Heading, Stack } from '@chakra-ui/react';
import { LuPrinter } from 'react-icons/lu';
import { useState } from 'react';
import type { ResumeResult } from '@hirewise/contracts/ai';
import { SignInPrompt } from '@/modules/session/components/SignInPrompt';
import { useSession } from '@/modules/session/hooks/use-session';
import { Screen } from '@/modules/ui/components/Screen';
import { SourceBadge } from '../../shared/components/SourceBadge';
import { useReveal } from '../../shared/hooks/use-reveal';
import { useCreateResume } from '../hooks/use-create-resume';
import { useResumePrint } from '../hooks/use-resume-print';
import { ResumeForm } from './ResumeForm';
import { ResumePreview } from './ResumePreview';

const DESCRIPTION = 'Turn your experience and technologies into a clean, printable resume.';

/** /resume: the Resume Builder (spec sections 2, 5, 7 and 8): the form, the live preview, Print Resume. */
export function ResumeBuilderScreen() {
  const session = useSession();
  // The last good resume stays on screen while a new one is made, and after a failed attempt.
  const [shown, setShown] = useState<ResumeResult>();
  const resume = useCreateResume(setShown);
  const print = useResumePrint(shown?.fullName, Boolean(shown));
  const previewRef = useReveal<HTMLDivElement>(shown);

  if (!session) {
    return (
      <Screen title="Resume Builder" description={DESCRIPTION}>
        <SignInPrompt title="Log in to build your resume" description="The Resume Builder writes your professional summary with the AI service, which needs an account." />
      </Screen>
    );
  }

  return (
    <Screen title="Resume Builder" description={DESCRIPTION}>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }} gap="6" alignItems="start">
        <Card.Root variant="outline" borderRadius="xl">
          <Card.Body>
            <ResumeForm pending={resume.isPending} error={resume.error?.message} onSubmit={(request) => resume.mutate(request)} />
          </Card.Body>
        </Card.Root>
        <Stack ref={previewRef} gap="4" as="section" aria-labelledby="resume-preview-heading" minW="0" scrollMarginTop="20">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Flex align="center" gap="2">
              <Heading as="h2" size="lg" id="resume-preview-heading">
                Preview
              </Heading>
              <SourceBadge source={shown?.source} />
            </Flex>
            {shown && (
              <Button colorPalette="brand" variant="solid" onClick={print}>
                <LuPrinter aria-hidden /> Print Resume
              </Button>
            )}
          </Flex>
          <ResumePreview resume={shown} />
        </Stack>
      </Grid>
    </Screen>
  );
}
