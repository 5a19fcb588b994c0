import { Badge, Box, Card, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { LuSparkles } from 'react-icons/lu';

/** A decorative preview card: an AI-scored interview result. */
export function HeroVisual() {
  return (
    <Box flex="1" maxW="md" width="full" aria-hidden>
      <Card.Root boxShadow="2xl" borderRadius="2xl" borderWidth="0">
        <Card.Body gap="5">
          <HStack justify="space-between">
            <Stack gap="0">
              <Text fontWeight="semibold">Frontend Developer</Text>
              <Text textStyle="sm" color="fg.muted">
                Full Time · ₹85,000 / month
              </Text>
            </Stack>
            <Badge colorPalette="green" variant="solid" bg="green.700">
              Shortlisted
            </Badge>
          </HStack>
          <Stack gap="2" bg="brand.subtle" p="4" borderRadius="xl">
            <HStack color="brand.fg" fontWeight="medium" textStyle="sm">
              <LuSparkles /> <Text>AI interview score</Text>
            </HStack>
            <Text fontSize="4xl" fontWeight="bold" lineHeight="1">
              86<Text as="span" fontSize="lg" color="fg.muted">/100</Text>
            </Text>
            <Progress.Root value={86} colorPalette="brand" size="sm">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
          <HStack gap="2" flexWrap="wrap">
            {['React', 'TypeScript', 'Testing'].map((skill) => (
              <Badge key={skill} variant="subtle" borderRadius="full" px="3">
                {skill}
              </Badge>
            ))}
          </HStack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
