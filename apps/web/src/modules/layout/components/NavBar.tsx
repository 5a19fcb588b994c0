import { Box, Container, HStack } from '@chakra-ui/react';
import { useSession } from '../../session/hooks/use-session';
import { barBreakpointFor, navItemsFor } from '../utils/nav-items';
import { BrandLogo } from './BrandLogo';
import { NotificationBell } from '../../notifications/components/NotificationBell';
import { MobileNav } from './MobileNav';
import { NavLinks } from './NavLinks';

/**
 * Top bar of every screen: brand, then the role's menu items; below the lg breakpoint a drawer,
 * since the recruiter's items do not fit in one row on a tablet (below xl for the recruiter's nine:
 * barBreakpointFor).
 */
export function NavBar() {
  const session = useSession();
  const items = navItemsFor(session);
  const barFrom = barBreakpointFor(items);
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
          <Box as="nav" aria-label="Main" hideBelow={barFrom}>
            <NavLinks items={items} direction="row" />
          </Box>
          <HStack gap="1">
            {/* The bell at every width (it renders nothing when signed out); the drawer lists it too. */}
            <NotificationBell />
            <MobileNav items={items} hideFrom={barFrom} />
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
