import type { Page } from '@playwright/test';

/**
 * Every Content-Security-Policy violation the page reports from now on (its directive and what it blocked),
 * collected through the `securitypolicyviolation` event of each document the page loads.
 */
export async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}
