import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';

/**
 * Shown in the main area while a screen's chunk loads. It fades in only after 300 ms, so a fast
 * load (the usual case) shows nothing at all instead of a flashing spinner; a full screen of height
 * keeps the footer below the fold meanwhile, instead of jumping up and back down.
 */
export function PageFallback() {
  return (
    <Center
      flex="1"
      minH="100dvh"
      role="status"
      aria-label="Loading the page"
      data-testid="page-fallback"
      animationName="fade-in"
      animationDuration="200ms"
      animationDelay="300ms"
      animationFillMode="both"
    >
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}

/** A screen's chunk could not be fetched: say so and offer a reload (which fetches the current build). */
export function PageErrorNotice() {
  return (
    <Center flex="1" minH="60vh" px="4">
      <Stack gap="4" align="center" textAlign="center" role="alert">
        <Text>This page could not be loaded. Check your connection and reload.</Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    </Center>
  );
}
