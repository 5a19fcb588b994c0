import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@/test-utils/app-shell';
import { WordLimitedTextarea } from '../WordLimitedTextarea';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <WordLimitedTextarea label="Bio" value={value} onChange={setValue} />;
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

function renderHarness(initial?: string) {
  render(
    <ChakraProvider value={system}>
      <Harness initial={initial} />
    </ChakraProvider>,
  );
  return screen.getByLabelText(/^Bio/) as HTMLTextAreaElement;
}

describe('WordLimitedTextarea', () => {
  it('labels the field with "upto 250 words" and counts words', async () => {
    const bio = renderHarness();
    expect(screen.getByText(/upto 250 words/, { selector: 'label' })).toBeInTheDocument();
    await userEvent.type(bio, 'Hiring  engineers\nin Pune');
    expect(screen.getByTestId('word-count')).toHaveTextContent('4/250');
  });

  it('accepts text up to 250 words', () => {
    const bio = renderHarness();
    fireEvent.change(bio, { target: { value: words(250) } });
    expect(bio.value).toBe(words(250));
    expect(screen.getByTestId('word-count')).toHaveTextContent('250/250');
  });

  it('ignores a change that would exceed 250 words (typed or pasted)', async () => {
    const bio = renderHarness(words(250));
    await userEvent.type(bio, ' more');
    expect(bio.value).toBe(`${words(250)} `);
    fireEvent.change(bio, { target: { value: words(300) } });
    expect(bio.value).toBe(`${words(250)} `);
    expect(screen.getByTestId('word-count')).toHaveTextContent('250/250');
  });
});
