import { render, screen, within } from '@testing-library/react';
import { AppProvider, createQueryClient } from '@/test-utils/app-shell';
import { SafeRichText } from '../components/SafeRichText';
import { sanitizeRichText } from '../utils/sanitize-rich-text';

const HOSTILE = [
  '<h2 class="x" style="color:red">Fit</h2>',
  '<p onclick="alert(1)">Strong <strong>React</strong> and <em>Go</em><script>window.hacked = true</script></p>',
  '<img src="x" onerror="window.hacked = true">',
  '<ul><li><a href="javascript:alert(1)">click me</a></li></ul>',
  '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
  '<ol><li>one</li></ol><h6>small</h6><div>plain</div>',
].join('');

describe('sanitizeRichText', () => {
  it('keeps only h1-h6, p, ul, ol, li, strong and em, with no attributes', () => {
    const clean = sanitizeRichText(HOSTILE);
    expect(clean).toBe(
      '<h2>Fit</h2><p>Strong <strong>React</strong> and <em>Go</em></p><ul><li>click me</li></ul><ol><li>one</li></ol><h6>small</h6>plain',
    );
  });

  it('leaves allowed markup as it is', () => {
    const html = '<h1>A</h1><h3>B</h3><p>x <strong>y</strong> <em>z</em></p><ul><li>1</li></ul><ol><li>2</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });
});

describe('SafeRichText', () => {
  it('renders the allowed structure and never a script, an image, a link, a frame or an event handler', () => {
    (window as { hacked?: boolean }).hacked = false;
    render(
      <AppProvider client={createQueryClient()}>
        <SafeRichText html={HOSTILE} label="Evaluation" />
      </AppProvider>,
    );
    const region = screen.getByRole('region', { name: 'Evaluation' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Fit' })).toBeInTheDocument();
    expect(within(region).getByText('React').tagName).toBe('STRONG');
    expect(region.querySelectorAll('script, img, a, iframe, style, div')).toHaveLength(0);
    expect(region.querySelectorAll('[onclick], [onerror], [style], [class], [href], [src]')).toHaveLength(0);
    expect((window as { hacked?: boolean }).hacked).toBe(false);
  });
});
