import { Button, HStack } from '@chakra-ui/react';
import { LuLogIn } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyNotice } from '../../ui/components/EmptyNotice';

/** Where a screen's data needs an account: say so and offer Login and Signup. */
export function SignInPrompt({ title, description }: { title: string; description: string }) {
  return (
    <EmptyNotice icon={<LuLogIn />} title={title} description={description}>
      <HStack>
        <Button asChild colorPalette="brand">
          <RouterLink to="/login">Login</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to="/signup">Signup</RouterLink>
        </Button>
      </HStack>
    </EmptyNotice>
  );
}
