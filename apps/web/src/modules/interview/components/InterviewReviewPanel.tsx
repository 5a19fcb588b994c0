import { useState, type FormEvent } from 'react';
import { Box, Button, Checkbox, Field, Heading, HStack, Input, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { INTERVIEW_REVIEW, InterviewTexts, type InterviewResult, type InterviewReview } from '@hirewise/contracts/applications';
import { INTERVIEW } from '@hirewise/contracts/constants';
import { formatDateTime } from '../../ui/utils/format';
import { useReviewInterview } from '../hooks/use-review-interview';

interface FormErrors {
  score?: string;
  reason?: string;
}

/** The same rules as the server's (interviewReviewSchema), with its texts. */
function check(override: boolean, score: string, reason: string): FormErrors {
  const errors: FormErrors = {};
  if (override) {
    const n = Number(score);
    if (score.trim() === '' || !Number.isInteger(n) || n < 0 || n > INTERVIEW.scoreMax) errors.score = InterviewTexts.reviewScoreInvalid;
    if (reason.trim() === '') errors.reason = InterviewTexts.reviewReasonRequired;
  }
  if (reason.trim().length > INTERVIEW_REVIEW.reasonMax) errors.reason = InterviewTexts.reviewReasonTooLong;
  return errors;
}

function ReviewLine({ review, aiScore }: { review: InterviewReview; aiScore: number }) {
  return (
    <Text fontSize="sm">
      {formatDateTime(review.reviewedAt)}:{' '}
      {review.overrideScore === null ? `reviewed, AI score ${aiScore}/${INTERVIEW.scoreMax} kept` : `score set to ${review.overrideScore}/${INTERVIEW.scoreMax}`}
      {review.reason ? ` (${review.reason})` : ''}
    </Text>
  );
}

/**
 * Human review (issue 15, item 7): mark the results reviewed, optionally put the recruiter's own
 * overall score in force with a reason (required, 1-500 characters). The AI score is kept and shown.
 */
export function InterviewReviewPanel({ result }: { result: InterviewResult }) {
  const current = result.review;
  const [override, setOverride] = useState(current?.overrideScore != null);
  const [score, setScore] = useState(current?.overrideScore != null ? String(current.overrideScore) : '');
  const [reason, setReason] = useState(current?.reason ?? '');
  const [errors, setErrors] = useState<FormErrors>({});
  const mutation = useReviewInterview(result.applicationId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(override, score, reason);
    setErrors(found);
    if (found.score || found.reason) return;
    const trimmed = reason.trim();
    mutation.mutate(override ? { overrideScore: Number(score), reason: trimmed } : { overrideScore: null, ...(trimmed ? { reason: trimmed } : {}) });
  };

  return (
    <Box as="section" borderWidth="1px" borderRadius="md" p="3" aria-labelledby="interview-review-heading" data-testid="interview-review">
      <Stack gap="3">
        <Heading as="h3" size="sm" id="interview-review-heading">
          Review
        </Heading>
        <Text fontSize="sm" data-testid="review-status">
          {current ? `Reviewed on ${formatDateTime(current.reviewedAt)}.` : 'Not reviewed yet.'}
        </Text>
        {result.reviewHistory && result.reviewHistory.length > 0 && (
          <List.Root ps="5" gap="1" data-testid="review-history">
            {result.reviewHistory.map((review, i) => (
              <List.Item key={i}>
                <ReviewLine review={review} aiScore={result.aiOverallScore} />
              </List.Item>
            ))}
          </List.Root>
        )}
        <form onSubmit={submit} noValidate aria-label="Review the interview results">
          <Stack gap="3">
            <Checkbox.Root checked={override} onCheckedChange={(e) => setOverride(e.checked === true)} colorPalette="brand">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Override the AI score</Checkbox.Label>
            </Checkbox.Root>
            {override && (
              <Field.Root invalid={Boolean(errors.score)} required maxW="40">
                <Field.Label>
                  Your score (0-{INTERVIEW.scoreMax}) <Field.RequiredIndicator />
                </Field.Label>
                <Input type="number" name="overrideScore" min={0} max={INTERVIEW.scoreMax} step={1} value={score} onChange={(e) => setScore(e.target.value)} />
                {errors.score && <Field.ErrorText>{errors.score}</Field.ErrorText>}
              </Field.Root>
            )}
            <Field.Root invalid={Boolean(errors.reason)} required={override}>
              <Field.Label>
                Reason {override ? <Field.RequiredIndicator /> : '(optional)'}
              </Field.Label>
              <Textarea name="reason" rows={3} maxLength={INTERVIEW_REVIEW.reasonMax} value={reason} onChange={(e) => setReason(e.target.value)} />
              <Field.HelperText>
                {reason.trim().length}/{INTERVIEW_REVIEW.reasonMax}
              </Field.HelperText>
              {errors.reason && <Field.ErrorText>{errors.reason}</Field.ErrorText>}
            </Field.Root>
            <HStack>
              <Button type="submit" size="sm" colorPalette="brand" loading={mutation.isPending}>
                {override ? 'Save Override' : 'Mark Reviewed'}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Stack>
    </Box>
  );
}
