import MarkdownIt from 'markdown-it';

/**
 * CMS markdown rendered at build time. Raw HTML is off, so a staff member's paste can never inject markup
 * or scripts. Images are not shown: content images come from media fields (resized, with alt text), and a
 * markdown image would point browsers at the staff-only CMS. The editor's Image button still writes one, so
 * its description is shown in its place; with the image rule off it read "!" and a link to the CMS (qa25a).
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: true });
// "[our partner](www.example.com)" is an address without its scheme: as written it led to a page of this
// site under the current one, and on to the 404 page (qa25a).
const normalizeLink = markdown.normalizeLink.bind(markdown);
markdown.normalizeLink = (url) => normalizeLink(/^www\./i.test(url.trim()) ? `https://${url.trim()}` : url);
markdown.renderer.rules.image = (tokens, index, options, env, renderer) =>
  markdown.utils.escapeHtml(renderer.renderInlineAsText(tokens[index]!.children ?? [], options, env));
// `breaks`: a single line break is kept, as the CMS editor's preview shows it. Staff type an address on two
// lines, or paste a list from Word ("•" and a tab per line), and saw it joined into one line on the site.

// A page already has its h1 (and usually an h2 around the markdown): the markdown's top heading level,
// whichever the editor typed, becomes the level the page asks for, so the outline stays in order.
markdown.core.ruler.push('shift_headings', (state) => {
  const headings = state.tokens.filter((t) => t.type === 'heading_open' || t.type === 'heading_close');
  if (headings.length === 0) return;
  const levelOf = (tag: string) => Number(tag.slice(1));
  const shift = Number(state.env['headingBase']) - Math.min(...headings.map((t) => levelOf(t.tag)));
  for (const token of headings) token.tag = `h${Math.min(levelOf(token.tag) + shift, 6)}`;
});

/** HTML of the markdown; its top heading level becomes `<h{headingBase}>`, the next one the level below. */
export function renderMarkdown(source: string, headingBase = 2): string {
  return markdown.render(withoutUnderline(source), { headingBase: Math.max(1, Math.min(headingBase, 6)) });
}

/**
 * The CMS editor's Underline button writes `<u>…</u>`, which raw HTML being off printed as tags. The words
 * stay, the tags go: on a web page underlined text reads as a link.
 */
const withoutUnderline = (source: string) => source.replace(/<\/?u>/gi, '');
