/**
 * "12,500": a number with the thousands separated as `toLocaleString('en-US')` writes it, without Intl.
 * A page's first Intl formatter costs about 40 ms of main thread (about 150 ms on Lighthouse's slowed
 * phone), which the contact, scholarship and company forms paid while hydrating, for a comma.
 */
export function groupThousands(n: number): string {
  const [whole = '', fraction] = String(n).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
