import { useState } from 'react';
import { Box, CloseButton, Drawer, IconButton, Portal } from '@chakra-ui/react';
import { LuMenu } from 'react-icons/lu';
import type { NavItem } from '../utils/nav-items';
import { BrandLogo } from './BrandLogo';
import { NavLinks } from './NavLinks';
import { NotificationsNavLink } from '../../notifications/components/NotificationsNavLink';

/** Below the bar's breakpoint (phones, tablets): a hamburger that opens a side drawer with the same menu items. */
export function MobileNav({ items, hideFrom = 'lg' }: { items: readonly NavItem[]; hideFrom?: 'lg' | 'xl' }) {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open menu" variant="ghost" hideFrom={hideFrom}>
          <LuMenu />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title srOnly>Menu</Drawer.Title>
              <Box onClick={() => setOpen(false)}>
                <BrandLogo />
              </Box>
            </Drawer.Header>
            <Drawer.Body pt="4">
              <nav aria-label="Mobile">
                <NavLinks items={items} direction="column" onNavigate={() => setOpen(false)} />
                <NotificationsNavLink onNavigate={() => setOpen(false)} />
              </nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
