import { Button, HStack, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { NotificationTexts } from '../utils/notification-texts';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous, 'Page 2 of 5', Next; nothing when everything fits on one page. */
export function NotificationPager({ page, pages, onPage }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label="Pages" justify="center" gap="4">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <LuChevronLeft />
        {NotificationTexts.previousPage}
      </Button>
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {NotificationTexts.pageOf(page, pages)}
      </Text>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {NotificationTexts.nextPage}
        <LuChevronRight />
      </Button>
    </HStack>
  );
}
