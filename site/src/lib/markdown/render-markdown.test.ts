import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.ts';

describe('CMS markdown', () => {
  it('renders paragraphs, emphasis, lists and links', () => {
    expect(renderMarkdown('Hello **you**\n\n- [one](/register)\n- two')).toBe(
      '<p>Hello <strong>you</strong></p>\n<ul>\n<li><a href="/register">one</a></li>\n<li>two</li>\n</ul>\n',
    );
  });

  it('escapes raw HTML instead of passing it through', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps a single line break, as the CMS preview shows it', () => {
    expect(renderMarkdown('STEM Career Day Office\n302 Campus Drive')).toBe(
      '<p>STEM Career Day Office<br>\n302 Campus Drive</p>\n',
    );
  });

  it('keeps the words of the editor’s Underline and drops its tags', () => {
    expect(renderMarkdown('Bring <u>your badge</u> and <U>lunch</U>.')).toBe('<p>Bring your badge and lunch.</p>\n');
  });

  it('reads a link to www.… as the web address it is, not a page of this site (qa25a)', () => {
    expect(renderMarkdown('[our partner](www.example.com/jobs)')).toBe(
      '<p><a href="https://www.example.com/jobs">our partner</a></p>\n',
    );
    expect(renderMarkdown('[map](/map)')).toBe('<p><a href="/map">map</a></p>\n');
  });

  it('drops javascript: links', () => {
    expect(renderMarkdown('[x](javascript:alert(1))')).not.toContain('href="javascript');
  });

  it('shows an image’s description in its place, never the image or its address (qa25a)', () => {
    const html = renderMarkdown('Parking: ![the **parking** map](http://localhost:1337/uploads/map.png).');
    expect(html).toBe('<p>Parking: the parking map.</p>\n');
    expect(renderMarkdown('![a <b> & c](/x.png)')).toBe('<p>a &lt;b&gt; &amp; c</p>\n');
  });

  it('puts the top heading at the level the page asks for, keeping the steps below it', () => {
    expect(renderMarkdown('# A\n\n## B')).toBe('<h2>A</h2>\n<h3>B</h3>\n');
    expect(renderMarkdown('## A\n\n### B')).toBe('<h2>A</h2>\n<h3>B</h3>\n');
    expect(renderMarkdown('#### A', 3)).toBe('<h3>A</h3>\n');
    expect(renderMarkdown('# A\n\n## B\n\n### C\n\n#### D', 4)).toBe(
      '<h4>A</h4>\n<h5>B</h5>\n<h6>C</h6>\n<h6>D</h6>\n',
    );
  });
});
