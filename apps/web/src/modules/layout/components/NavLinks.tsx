import { Button, Stack, type StackProps } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import type { NavItem } from '../utils/nav-items';

interface NavLinksProps extends StackProps {
  items: readonly NavItem[];
  onNavigate?: () => void;
}

/** The menu items as links; the current route is highlighted. */
export function NavLinks({ items, onNavigate, ...stackProps }: NavLinksProps) {
  return (
    <Stack as="ul" listStyleType="none" gap="1" {...stackProps}>
      {items.map((item) => (
        <li key={item.to}>
          <Button
            asChild
            variant="ghost"
            colorPalette="brand"
            width={stackProps.direction === 'column' ? 'full' : undefined}
            justifyContent={stackProps.direction === 'column' ? 'flex-start' : 'center'}
            fontWeight="medium"
            color="fg.muted"
            css={{
              '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' },
            }}
            onClick={onNavigate}
          >
            <NavLink to={item.to}>{item.label}</NavLink>
          </Button>
        </li>
      ))}
    </Stack>
  );
}
