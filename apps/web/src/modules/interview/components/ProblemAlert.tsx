import { Alert } from '@chakra-ui/react';

export function ProblemAlert({ message, status = 'error' }: { message: string | null; status?: 'error' | 'warning' | 'info' }) {
  if (!message) return null;
  return (
    <Alert.Root status={status} role="alert" borderRadius="lg" data-testid={`interview-${status}`}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
