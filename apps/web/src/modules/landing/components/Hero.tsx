import { Badge, Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuArrowRight } from 'react-icons/lu';
import { useSession } from '../../session/hooks/use-session';
import { HeroVisual } from './HeroVisual';

export function Hero() {
  const session = useSession();
  return (
    <Box bgGradient="to-br" gradientFrom="brand.50" gradientVia="white" gradientTo="purple.50" borderBottomWidth="1px">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '12', md: '24' }}>
        <Stack direction={{ base: 'column', lg: 'row' }} gap={{ base: '10', lg: '16' }} align="center">
          <Stack gap="6" flex="1" maxW="2xl">
            <Badge alignSelf="flex-start" colorPalette="brand" variant="surface" size="lg" borderRadius="full" px="3">
              AI-assisted hiring
            </Badge>
            <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.1" letterSpacing="tight">
              Hire smarter.{' '}
              <Box as="span" color="brand.solid">
                Get hired faster.
              </Box>
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
              Hirewise brings job search, AI interviews, learning paths and candidate evaluation together, so
              applicants and recruiters spend less time on paperwork and more time on the right match.
            </Text>
            <HStack gap="3" flexWrap="wrap">
              <Button asChild colorPalette="brand" size="xl">
                <RouterLink to={session ? '/home' : '/signup'}>
                  {session ? 'Browse jobs' : 'Get started'} <LuArrowRight />
                </RouterLink>
              </Button>
              {!session && (
                <Button asChild variant="outline" size="xl" colorPalette="brand">
                  <RouterLink to="/home">Browse jobs</RouterLink>
                </Button>
              )}
            </HStack>
          </Stack>
          <HeroVisual />
        </Stack>
      </Container>
    </Box>
  );
}
