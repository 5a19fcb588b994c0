import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { HStack, IconButton } from '@chakra-ui/react';
import { LuBold, LuHeading2, LuItalic, LuList, LuListOrdered } from 'react-icons/lu';
import type { Format } from '../utils/editor-commands';
import { RichTextTexts } from '../utils/rich-text-texts';

const BUTTONS: readonly { format: Format; label: string; shortcut?: string; icon: ReactNode }[] = [
  { format: 'strong', label: RichTextTexts.bold, shortcut: 'Control+B', icon: <LuBold /> },
  { format: 'em', label: RichTextTexts.italic, shortcut: 'Control+I', icon: <LuItalic /> },
  { format: 'heading', label: RichTextTexts.heading, icon: <LuHeading2 /> },
  { format: 'ul', label: RichTextTexts.bulletedList, icon: <LuList /> },
  { format: 'ol', label: RichTextTexts.numberedList, icon: <LuListOrdered /> },
];

interface RichTextToolbarProps {
  /** The editable region the buttons act on. */
  controls: string;
  active: ReadonlySet<Format>;
  onCommand: (format: Format) => void;
}

/**
 * The ARIA toolbar pattern: one Tab stop, arrow keys (and Home/End) between the buttons, each a
 * toggle whose pressed state follows the selection. A pointer press does not take the focus (or
 * the selection) from the text.
 */
export function RichTextToolbar({ controls, active, onCommand }: RichTextToolbarProps) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (index: number) => {
    const next = (index + BUTTONS.length) % BUTTONS.length;
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(current + 1),
      ArrowLeft: () => move(current - 1),
      Home: () => move(0),
      End: () => move(BUTTONS.length - 1),
    };
    const handler = keys[event.key];
    if (!handler) return;
    event.preventDefault();
    handler();
  };
  return (
    <HStack role="toolbar" aria-label={RichTextTexts.toolbar} aria-controls={controls} gap="1" onKeyDown={onKeyDown} wrap="wrap">
      {BUTTONS.map(({ format, label, shortcut, icon }, index) => (
        <IconButton
          key={format}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          aria-label={label}
          aria-pressed={active.has(format)}
          aria-keyshortcuts={shortcut}
          title={label}
          tabIndex={index === current ? 0 : -1}
          size="sm"
          variant={active.has(format) ? 'subtle' : 'ghost'}
          colorPalette={active.has(format) ? 'brand' : 'gray'}
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setCurrent(index)}
          onClick={() => onCommand(format)}
        >
          {icon}
        </IconButton>
      ))}
    </HStack>
  );
}
