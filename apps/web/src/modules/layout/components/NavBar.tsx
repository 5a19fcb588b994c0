import { Box, Container, HStack } from '@chakra-ui/react';
import { useSession } from '../../session/hooks/use-session';
import { navItemsFor } from '../utils/nav-items';
import { BrandLogo } from './BrandLogo';
import { MobileNav } from './MobileNav';
import { NavLinks } from './NavLinks';

/** Top bar of every screen: brand, then the role's menu items (a drawer on small screens). */
export function NavBar() {
  const session = useSession();
  const items = navItemsFor(session);
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <HStack h="16" justify="space-between" gap="4">
          <BrandLogo />
          <Box as="nav" aria-label="Main" hideBelow="md">
            <NavLinks items={items} direction="row" />
          </Box>
          <MobileNav items={items} />
        </HStack>
      </Container>
    </Box>
  );
}
