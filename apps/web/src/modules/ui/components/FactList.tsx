import type { ReactNode } from 'react';
import { DataList } from '@chakra-ui/react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label: value pairs of a card (Role, Salary, Duration ...), as a description list. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1.5">
      {facts.map((fact) => (
        <DataList.Item key={fact.label}>
          <DataList.ItemLabel minW="40%">{fact.label}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="medium">{fact.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
