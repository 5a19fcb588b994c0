import { cleanRichText, plainTextToHtml } from '../utils/rich-text-html';

describe('cleanRichText', () => {
  it('keeps the allow-listed markup as it is', () => {
    const html = '<h2>Role</h2><p>Build <strong>APIs</strong> and <em>tests</em></p><ul><li>Node</li></ul><ol><li>One</li></ol>';
    expect(cleanRichText(html)).toBe(html);
  });

  it('maps what browsers write onto the allowed tags: <b>, <i>, a <div> per line', () => {
    expect(cleanRichText('<div><b>Bold</b> and <i>italic</i></div><div>Second line</div>')).toBe('<p><strong>Bold</strong> and <em>italic</em></p><p>Second line</p>');
  });

  it('unwraps a <div> holding blocks and wraps loose text in a paragraph', () => {
    expect(cleanRichText('First line<div><p>Inside</p><ul><li>x</li></ul></div>')).toBe('<p>First line</p><p>Inside</p><ul><li>x</li></ul>');
  });

  it('splits a paragraph at each line break and drops empty lines', () => {
    expect(cleanRichText('<p>one<br>two<br></p><p><br></p>')).toBe('<p>one</p><p>two</p>');
    expect(cleanRichText('<ul><li>a<br>b</li></ul>')).toBe('<ul><li>a b</li></ul>');
  });

  it('removes scripts, event handlers, styles, links and images, keeping their text', () => {
    const clean = cleanRichText('<p style="color:red" onclick="x()">Hi <a href="javascript:alert(1)">there</a><img src=x onerror="alert(1)"></p><script>alert(2)</script><iframe src="//x"></iframe>');
    expect(clean).toBe('<p>Hi there</p>');
  });

  it('is empty when no text is left, and drops the zero-width spaces of an open bold run', () => {
    expect(cleanRichText('')).toBe('');
    expect(cleanRichText('<p><br></p><ul><li> </li></ul>')).toBe('');
    expect(cleanRichText('<p>a<strong>\u200Bb</strong></p>')).toBe('<p>a<strong>b</strong></p>');
    expect(cleanRichText('<p>a<strong>\u200B</strong><em></em></p>')).toBe('<p>a</p>');
    expect(cleanRichText('<p>a<strong> </strong>b</p>')).toBe('<p>a b</p>');
  });

  it('escapes text that looks like markup', () => {
    expect(cleanRichText('<p>5 &lt; 6 &amp; &lt;script&gt;</p>')).toBe('<p>5 &lt; 6 &amp; &lt;script&gt;</p>');
  });
});

describe('plainTextToHtml', () => {
  it('makes one paragraph per non-empty line with every character as text', () => {
    expect(plainTextToHtml('Line <one>\r\n\nLine & two')).toBe('<p>Line &lt;one&gt;</p><p>Line &amp; two</p>');
  });
});
