import { sentConsentEmail, sentGroup } from '../../lib/thank-you/sent-details.ts';
import { thankYouContent, type Block, type TextPart, type ThankYouKinds } from '../../lib/thank-you/thank-you-text.ts';

// The thank-you page is static; which text it shows depends on the query the form redirected with. Built
// from text nodes only: groupName comes from the address bar and must never become markup.
const root = document.querySelector<HTMLElement>('[data-thank-you]');
if (root) {
  const content = thankYouContent(window.location.search, {
    // Written by the page's build (thank-you.astro), as are the file labels.
    registry: JSON.parse(root.dataset['registry']!) as ThankYouKinds,
    universityInfo: root.dataset['universityInfo'] ?? '/',
    sentGroup: sentGroup(),
    sentConsentEmail: sentConsentEmail(),
    fileLabels: JSON.parse(root.dataset['fileLabels'] ?? '[]') as Array<[string, string]>,
  });
  if (content.kind === 'home') {
    window.location.replace('/');
  } else {
    const part = (p: TextPart): Node => {
      if (typeof p === 'string') return document.createTextNode(p);
      const link = document.createElement('a');
      link.href = p.href;
      link.textContent = p.label;
      return link;
    };
    const element = (tag: string, parts: TextPart[]) => {
      const node = document.createElement(tag);
      node.append(...parts.map(part));
      return node;
    };
    const block = (b: Block): Node => {
      if (Array.isArray(b)) return element('p', b);
      const list = document.createElement('ol');
      list.append(...b.steps.map((step) => element('li', step)));
      return list;
    };
    root.querySelector('h1')!.textContent = content.heading;
    root.querySelector('[data-thank-you-body]')!.replaceChildren(...content.blocks.map(block));
    document.title = `${content.heading} | STEM Career Day`;
  }
}
