import { Badge } from '@chakra-ui/react';
import type { AiSource } from '@hirewise/contracts/ai';

/** Says which engine answered: the configured LLM, or the built-in local engine (default or fallback). */
export function SourceBadge({ source }: { source: AiSource | undefined }) {
  if (!source) return null;
  return (
    <Badge variant="subtle" colorPalette={source === 'llm' ? 'brand' : 'gray'} title={source === 'llm' ? 'Written by the AI model' : 'Written by the built-in engine'}>
      {source === 'llm' ? 'AI model' : 'Built-in engine'}
    </Badge>
  );
}
