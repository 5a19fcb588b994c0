import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import { sanitizeRichText } from '../utils/sanitize-rich-text';

interface SafeRichTextProps {
  html: string;
  /** Names the region for screen readers and tests. */
  label?: string;
}

/** An AI evaluation as rich text, sanitized before it reaches the DOM (Recruiter Agent, suggestion dialog). */
export function SafeRichText({ html, label }: SafeRichTextProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <Box
      role={label ? 'region' : undefined}
      aria-label={label}
      data-testid="safe-rich-text"
      wordBreak="break-word"
      lineHeight="tall"
      css={{
        '& h1, & h2, & h3, & h4, & h5, & h6': { fontWeight: 'semibold', lineHeight: 'short', mt: '5', mb: '2' },
        '& h1': { fontSize: 'xl' },
        '& h2': { fontSize: 'lg' },
        '& h3, & h4, & h5, & h6': { fontSize: 'md' },
        '& > :first-child': { mt: '0' },
        '& p': { mb: '3' },
        '& ul, & ol': { ps: '6', mb: '3' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { mb: '1' },
        '& strong': { fontWeight: 'semibold' },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
