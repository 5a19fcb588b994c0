import { useRef } from 'react';
import { Flex, Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { useFocusOnNavigation } from '../hooks/use-focus-on-navigation';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { ScrollToTop } from './ScrollToTop';

/** Navigation bar on top, the screen, the footer at the bottom. */
export function AppShell() {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  return (
    <Flex direction="column" minH="100dvh">
      <ScrollToTop />
      <NavBar />
      {/* Focused by script after a navigation only (tabIndex -1), so it shows no ring. */}
      <Box as="main" ref={main} tabIndex={-1} outline="none" flex="1" display="flex" flexDirection="column">
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
