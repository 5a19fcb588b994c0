import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@/test-utils/render';
import { RichTextEditor } from '../components/RichTextEditor';

/** The editor in a form's place: its value shown as text, so a test reads what the form would send. */
function Harness({ initial = '', limit = 200 }: { initial?: string; limit?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor label="Description" value={value} onChange={setValue} limit={limit} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const editor = () => screen.getByRole('textbox', { name: 'Description' });
const sent = () => screen.getByTestId('value').textContent;
const toolbar = () => screen.getByRole('toolbar', { name: 'Formatting' });
const button = (name: string) => within(toolbar()).getByRole('button', { name });

/** Selects `text` inside the editor (the first text node holding it), as a user's drag would. */
function select(text: string) {
  const walker = document.createTreeWalker(editor(), NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(text) ?? -1;
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    act(() => {
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      document.dispatchEvent(new Event('selectionchange'));
    });
    return;
  }
  throw new Error(`"${text}" is not in the editor`);
}

function paste(data: Record<string, string>) {
  const clipboardData = { getData: (type: string) => data[type] ?? '' };
  fireEvent.paste(editor(), { clipboardData });
}

describe('RichTextEditor', () => {
  it('is a labelled multi-line text box with a formatting toolbar and a counter', () => {
    renderAt(<Harness initial="<p>Hello</p>" />);
    expect(editor()).toHaveAttribute('contenteditable', 'true');
    expect(editor()).toHaveAttribute('aria-multiline', 'true');
    expect(toolbar()).toHaveAttribute('aria-controls', editor().id);
    expect(within(toolbar()).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Bold', 'Italic', 'Heading', 'Bulleted list', 'Numbered list']);
    expect(screen.getByTestId('rich-text-counter')).toHaveTextContent('12 / 200 characters');
    expect(editor().getAttribute('aria-describedby')).toContain(screen.getByTestId('rich-text-counter').id);
  });

  it('shows the value it is given, sanitized', () => {
    renderAt(<Harness initial={'<p>Hi<img src="x" onerror="window.__hacked = 1"></p><script>window.__hacked = 2</script>'} />);
    expect(editor().innerHTML).toBe('<p>Hi</p>');
    expect(editor().querySelector('img, script')).toBeNull();
  });

  it('hands over clean HTML as it is typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<Harness />);
    await user.click(editor());
    await user.keyboard('Backend role');
    expect(sent()).toBe('<p>Backend role</p>');
    expect(screen.getByTestId('rich-text-counter')).toHaveTextContent('19 / 200 characters');
  });

  it('makes the selection bold and italic, and presses the buttons while the selection is formatted', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<Harness initial="<p>Build fast APIs</p>" />);
    select('fast');
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
    await user.click(button('Bold'));
    expect(sent()).toBe('<p>Build <strong>fast</strong> APIs</p>');
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
    // The same words stay selected: Italic applies to them too.
    await user.click(button('Italic'));
    expect(sent()).toBe('<p>Build <em><strong>fast</strong></em> APIs</p>');
    expect(button('Italic')).toHaveAttribute('aria-pressed', 'true');
    // Bold again takes it off.
    await user.click(button('Bold'));
    expect(sent()).toBe('<p>Build <em>fast</em> APIs</p>');
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
  });

  it('takes bold off only the selected part of a bold run', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<Harness initial="<p><strong>one two three</strong></p>" />);
    select('two');
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Bold'));
    expect(sent()).toBe('<p><strong>one </strong>two<strong> three</strong></p>');
  });

  it('turns lines into a heading, a bulleted list and a numbered list, and back', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<Harness initial="<p>Title</p><p>First</p><p>Second</p>" />);
    select('Title');
    await user.click(button('Heading'));
    expect(sent()).toBe('<h2>Title</h2><p>First</p><p>Second</p>');
    expect(button('Heading')).toHaveAttribute('aria-pressed', 'true');

    const range = document.createRange();
    const [, first, second] = Array.from(editor().children);
    range.setStart(first!.firstChild!, 0);
    range.setEnd(second!.firstChild!, 3);
    act(() => {
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    });
    await user.click(button('Bulleted list'));
    expect(sent()).toBe('<h2>Title</h2><ul><li>First</li><li>Second</li></ul>');
    await user.click(button('Numbered list'));
    expect(sent()).toBe('<h2>Title</h2><ol><li>First</li><li>Second</li></ol>');
    await user.click(button('Numbered list'));
    expect(sent()).toBe('<h2>Title</h2><p>First</p><p>Second</p>');
    select('Title');
    await user.click(button('Heading'));
    expect(sent()).toBe('<p>Title</p><p>First</p><p>Second</p>');
  });

  it('takes one item out of the middle of a list as a paragraph, the list split around it', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<Harness initial="<ul><li>a</li><li>b</li><li>c</li></ul>" />);
    select('b');
    await user.click(button('Bulleted list'));
    expect(sent()).toBe('<ul><li>a</li></ul><p>b</p><ul><li>c</li></ul>');
  });

  it('formats with Ctrl+B and Ctrl+I in the text', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<Harness initial="<p>plain words</p>" />);
    // Focus first: focusing puts the caret at the start, as a click would.
    editor().focus();
    select('words');
    await user.keyboard('{Control>}b{/Control}');
    expect(sent()).toBe('<p>plain <strong>words</strong></p>');
    await user.keyboard('{Control>}i{/Control}');
    expect(sent()).toBe('<p>plain <em><strong>words</strong></em></p>');
  });

  it('on a caret, starts a bold run for what is typed next, inside the paragraph', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<Harness initial="<p>ab</p>" />);
    editor().focus();
    const text = editor().querySelector('p')!.firstChild!;
    const range = document.createRange();
    range.setStart(text, 2);
    range.collapse(true);
    act(() => {
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    });
    await user.click(button('Bold'));
    expect(editor().innerHTML).toBe('<p>ab<strong>\u200B</strong></p>');
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
    // Nothing to send yet: an empty run is not content.
    expect(sent()).toBe('<p>ab</p>');
  });

  it('on a caret before any paragraph, puts the run into the first one', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<Harness initial="<p>ab</p>" />);
    editor().focus();
    act(() => {
      const range = document.createRange();
      range.setStart(editor(), 0);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    });
    await user.click(button('Italic'));
    expect(editor().innerHTML).toBe('<p><em>\u200B</em>ab</p>');
  });

  it('is one Tab stop: arrow keys, Home and End move between the buttons', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<Harness initial="<p>x</p>" />);
    expect(within(toolbar()).getAllByRole('button').map((b) => b.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    button('Bold').focus();
    await user.keyboard('{ArrowRight}');
    expect(button('Italic')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(button('Numbered list')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('Bold')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('Numbered list')).toHaveFocus();
    expect(button('Numbered list')).toHaveAttribute('tabindex', '0');
  });

  it('applies a toolbar button pressed with the keyboard to the text selected before', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt(<Harness initial="<p>Keep this</p>" />);
    select('this');
    button('Bold').focus();
    await user.keyboard('{Enter}');
    expect(sent()).toBe('<p>Keep <strong>this</strong></p>');
    expect(editor()).toHaveFocus();
  });

  it('cleans a paste before it reaches the page: no script, handler or style, only allowed tags', async () => {
    renderAt(<Harness initial="<p>Start </p>" />);
    const text = editor().querySelector('p')!.firstChild!;
    const range = document.createRange();
    range.setStart(text, 6);
    range.collapse(true);
    act(() => {
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    });
    paste({ 'text/html': '<b style="color:red">bold</b><img src=x onerror="window.__pasted = 1"><script>window.__pasted = 2</script>', 'text/plain': 'bold' });
    expect(editor().querySelector('img, script, [style], [onerror]')).toBeNull();
    expect(sent()).toBe('<p>Start <strong>bold</strong></p>');
    expect((window as unknown as { __pasted?: number }).__pasted).toBeUndefined();
  });

  it('pastes plain text as paragraphs, several lines splitting the current one', () => {
    renderAt(<Harness initial="<p>ab</p>" />);
    const text = editor().querySelector('p')!.firstChild!;
    const range = document.createRange();
    range.setStart(text, 1);
    range.collapse(true);
    act(() => {
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    });
    paste({ 'text/plain': 'one <two>\nthree' });
    expect(sent()).toBe('<p>a</p><p>one &lt;two&gt;</p><p>three</p><p>b</p>');
  });

  it('shows the counter in red past the limit and marks the text box invalid', async () => {
    renderAt(<Harness initial="<p>0123456789</p>" limit={10} />);
    expect(screen.getByTestId('rich-text-counter')).toHaveTextContent('17 / 10 characters');
    expect(editor()).toHaveAttribute('aria-invalid', 'true');
  });
});
