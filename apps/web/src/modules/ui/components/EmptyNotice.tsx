import type { ReactNode } from 'react';
import { EmptyState, VStack } from '@chakra-ui/react';

interface EmptyNoticeProps {
  icon: ReactNode;
  title: string;
  description?: string;
  /** Buttons under the text. */
  children?: ReactNode;
}

/** The dashed box a screen shows instead of a list: nothing found, or sign in first. */
export function EmptyNotice({ icon, title, description, children }: EmptyNoticeProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="xl" bg="bg.subtle">
      <EmptyState.Content>
        <EmptyState.Indicator color={children ? 'brand.solid' : 'fg.subtle'}>{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          {/* Under the screen's h1: an h2, not EmptyState's default h3 (axe heading-order). */}
          <EmptyState.Title as="h2">{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
