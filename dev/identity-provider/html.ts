/** Markup that is already safe to emit: made only by the `html` tag, so escaping cannot be skipped by accident. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === undefined || value === null || value === false) return '';
  return escapeHtml(String(value));
}

/**
 * Template tag for every page: each interpolated value is escaped (attribute-safe, quotes included) unless
 * it is itself the result of `html`; arrays are joined; undefined, null and false render as nothing.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}

/** For markup made elsewhere and trusted as a whole (oidc-provider's own logout form). */
export const trustedHtml = (markup: string) => new SafeHtml(markup);
