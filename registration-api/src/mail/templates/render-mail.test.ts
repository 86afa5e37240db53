import { describe, expect, it } from 'vitest';
import { facts, footnote, lines, link, list, paragraph } from './mail-content.ts';
import { renderMail } from './render-mail.ts';

describe('renderMail', () => {
  const content = {
    subject: 'Thank you for registering',
    blocks: [
      paragraph('Thank you, Ada <script>alert(1)</script> & co, for registering.'),
      facts([
        ['Date', 'Saturday, April 25, 2026'],
        ['Place', 'The Learning Center, 450 Discovery Way'],
      ]),
      list(['Middle School STEM Career Day']),
      lines('Wingfoot Labs', '200 Innovation Way'),
      link('To view or change it, log in:', 'Log in', 'https://career-day.example/auth/login?returnTo=/multiple'),
    ],
  };

  it('writes the plain-text part as CRLF lines with a blank line between blocks', () => {
    expect(renderMail(content).text).toBe(
      [
        'Thank you, Ada <script>alert(1)</script> & co, for registering.',
        '',
        'Date: Saturday, April 25, 2026',
        'Place: The Learning Center, 450 Discovery Way',
        '',
        '- Middle School STEM Career Day',
        '',
        'Wingfoot Labs',
        '200 Innovation Way',
        '',
        'To view or change it, log in:',
        'https://career-day.example/auth/login?returnTo=/multiple',
      ].join('\r\n'),
    );
  });

  it('writes an HTML part with every value escaped and the link as a button', () => {
    const { html, subject } = renderMail(content);
    expect(subject).toBe('Thank you for registering');
    expect(html).toContain('Ada &lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<th scope="row"');
    // A label stays on one line: beside a long value a phone's mail app broke "Check-in" into "Check-/in".
    expect(html).toMatch(/<th scope="row" style="[^"]*white-space:nowrap[^"]*">/);
    expect(html).toContain('href="https://career-day.example/auth/login?returnTo=/multiple"');
    expect(html).toContain('<li>Middle School STEM Career Day</li>');
  });

  it('keeps the line breaks of a typed paragraph in the HTML part, and lets a long value break in its cell', () => {
    const { html, text } = renderMail({
      subject: 'S',
      blocks: [
        paragraph('First line\n\nSecond <b>line</b>'),
        facts([['Email', 'a.very.long.address.of.someone@example.org']]),
      ],
    });
    expect(html).toContain('First line<br><br>Second &lt;b&gt;line&lt;/b&gt;');
    expect(text).toContain('First line\n\nSecond <b>line</b>');
    expect(html).toMatch(/<td style="[^"]*overflow-wrap:anywhere[^"]*">a\.very\.long/);
  });

  it('never makes a link of an address that is not a web address', () => {
    const { html } = renderMail({ subject: 's', blocks: [link('Open:', 'Open', 'javascript:alert(1)')] });
    expect(html).not.toContain('href=');
  });

  it('writes a footnote as a sentence and its address, the address a link that may break anywhere', () => {
    const { text, html } = renderMail({
      subject: 'S',
      blocks: [footnote('Questions? Ask us on the contact page:', 'https://career-day.example/contact')],
    });
    expect(text).toBe('Questions? Ask us on the contact page: https://career-day.example/contact');
    expect(html).toMatch(
      /Questions\? Ask us on the contact page: <a href="https:\/\/career-day\.example\/contact"[^>]*><span style="word-break:break-all/,
    );
  });
});
