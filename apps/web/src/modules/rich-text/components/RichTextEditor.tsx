import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { sanitizeRichText } from '../../ai/shared/utils/sanitize-rich-text';
import { activeFormats, insertCleanHtml, toggleHeading, toggleInline, toggleList, type Format } from '../utils/editor-commands';
import { cleanRichText, plainTextToHtml } from '../utils/rich-text-html';
import { RichTextTexts } from '../utils/rich-text-texts';
import { RichTextToolbar } from './RichTextToolbar';

interface RichTextEditorProps {
  label: string;
  /** Clean HTML (cleanRichText): what the form sends. */
  value: string;
  onChange: (html: string) => void;
  /** Characters of HTML allowed (the schema's maximum). */
  limit: number;
  error?: string;
  placeholder?: string;
}

const NO_FORMATS: ReadonlySet<Format> = new Set();

const run = (root: HTMLElement, range: Range, format: Format): Range => {
  if (format === 'strong' || format === 'em') return toggleInline(root, range, format);
  if (format === 'heading') return toggleHeading(root, range);
  return toggleList(root, range, format);
};

/**
 * Formatted text (issue 19's job description): a contentEditable region named by its label, with a
 * toolbar for bold, italic, a heading and lists (editor-commands.ts). What it hands to the form is
 * cleaned to the allow-list on every change; a paste or a drop is cleaned before it reaches the
 * page, so no pasted markup (an image's onerror, a style) is ever live here.
 */
export function RichTextEditor({ label, value, onChange, limit, error, placeholder }: RichTextEditorProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);
  const saved = useRef<Range | null>(null);
  const [formats, setFormats] = useState<ReadonlySet<Format>>(NO_FORMATS);

  // The value set from outside (the form's start, a dialog opened again): put into the region,
  // sanitized. The region's own edits come back as `value` and are left alone (the caret stays).
  useLayoutEffect(() => {
    const element = root.current;
    if (!element || value === emitted.current) return;
    element.innerHTML = sanitizeRichText(value);
    emitted.current = value;
  }, [value]);

  const selectionIn = useCallback((): Range | null => {
    const element = root.current;
    const selection = window.getSelection();
    if (!element || !selection || selection.rangeCount === 0) return null;
    const range = selection.getRangeAt(0);
    return element.contains(range.commonAncestorContainer) ? range : null;
  }, []);

  // The toolbar's pressed states follow the selection; the last selection is kept for a toolbar
  // reached with the keyboard (the text has lost focus by then).
  useEffect(() => {
    const onSelection = () => {
      const range = selectionIn();
      if (!range || !root.current) return;
      saved.current = range.cloneRange();
      setFormats(activeFormats(root.current, range));
    };
    document.addEventListener('selectionchange', onSelection);
    return () => document.removeEventListener('selectionchange', onSelection);
  }, [selectionIn]);

  const emit = () => {
    if (!root.current) return;
    const clean = cleanRichText(root.current.innerHTML);
    emitted.current = clean;
    onChange(clean);
  };

  const workingRange = (): Range | null => {
    const element = root.current;
    if (!element) return null;
    const live = selectionIn();
    if (live) return live;
    if (saved.current && element.contains(saved.current.commonAncestorContainer)) return saved.current;
    const end = document.createRange();
    end.selectNodeContents(element);
    end.collapse(false);
    return end;
  };

  const apply = (change: (element: HTMLElement, range: Range) => Range) => {
    const element = root.current;
    const range = workingRange();
    if (!element || !range) return;
    const next = change(element, range);
    element.focus({ preventScroll: true });
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(next);
    saved.current = next.cloneRange();
    setFormats(activeFormats(element, next));
    emit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const key = event.key.toLowerCase();
    if (key !== 'b' && key !== 'i') return;
    event.preventDefault();
    apply((element, range) => run(element, range, key === 'b' ? 'strong' : 'em'));
  };

  const insertTransfer = (data: DataTransfer | null) => {
    if (!data) return;
    const html = data.getData('text/html');
    const clean = cleanRichText(html !== '' ? html : plainTextToHtml(data.getData('text/plain')));
    apply((element, range) => insertCleanHtml(element, range, clean));
  };
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    insertTransfer(event.clipboardData);
  };
  // A drop lands at the caret, cleaned like a paste (the browser would insert the raw markup).
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    insertTransfer(event.dataTransfer);
  };

  const over = value.length > limit;
  const describedBy = [`${id}-counter`, error ? `${id}-error` : `${id}-helper`].join(' ');
  return (
    <Stack gap="1.5" width="full">
      <Text as="span" id={`${id}-label`} textStyle="sm" fontWeight="medium">
        {label}
      </Text>
      <Box borderWidth="1px" borderColor={error || over ? 'border.error' : 'border'} borderRadius="l2" _focusWithin={{ borderColor: 'brand.solid', boxShadow: '0 0 0 1px var(--chakra-colors-brand-solid)' }}>
        <Box borderBottomWidth="1px" px="1" py="1">
          <RichTextToolbar controls={`${id}-text`} active={formats} onCommand={(format) => apply((element, range) => run(element, range, format))} />
        </Box>
        <Box position="relative">
          {value === '' && placeholder && (
            <Text position="absolute" top="2" insetInline="3" color="fg.muted" pointerEvents="none" aria-hidden>
              {placeholder}
            </Text>
          )}
          <Box
            ref={root}
            id={`${id}-text`}
            role="textbox"
            aria-multiline
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy}
            aria-invalid={Boolean(error) || over}
            contentEditable
            suppressContentEditableWarning
            tabIndex={0}
            minH="40"
            maxH="96"
            overflowY="auto"
            px="3"
            py="2"
            outline="none"
            lineHeight="tall"
            wordBreak="break-word"
            data-testid="rich-text-editor"
            css={{
              '& h1, & h2, & h3, & h4, & h5, & h6': { fontWeight: 'semibold', fontSize: 'lg', mt: '3', mb: '1' },
              '& p': { mb: '2' },
              '& ul, & ol': { ps: '6', mb: '2' },
              '& ul': { listStyleType: 'disc' },
              '& ol': { listStyleType: 'decimal' },
              '& strong': { fontWeight: 'semibold' },
            }}
            onInput={emit}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onDrop={onDrop}
          />
        </Box>
      </Box>
      <HStack justify="space-between" gap="3" align="start">
        {error ? (
          <Text id={`${id}-error`} textStyle="sm" color="fg.error">
            {error}
          </Text>
        ) : (
          <Text id={`${id}-helper`} textStyle="xs" color="fg.muted">
            {RichTextTexts.counterHelper}
          </Text>
        )}
        <Text id={`${id}-counter`} textStyle="xs" color={over ? 'fg.error' : 'fg.muted'} flexShrink={0} data-testid="rich-text-counter">
          {RichTextTexts.counter(value.length, limit)}
        </Text>
      </HStack>
    </Stack>
  );
}
