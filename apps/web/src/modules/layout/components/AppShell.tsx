import { Flex, Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { ScrollToTop } from './ScrollToTop';

/** Navigation bar on top, the screen, the footer at the bottom. */
export function AppShell() {
  return (
    <Flex direction="column" minH="100dvh">
      <ScrollToTop />
      <NavBar />
      <Box as="main" flex="1" display="flex" flexDirection="column">
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
