import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** What the captcha widget does: fetch a challenge, solve it, send base64(JSON). 16 at a time. */
export async function solveCaptchas(url: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (tokens.length < count) {
        const challenge = (await (await fetch(`${url}/api/captcha/challenge`)).json()) as Challenge;
        const solution = await solveChallenge({ challenge, deriveKey });
        if (!solution) throw new Error('bench: a captcha challenge could not be solved');
        tokens.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
      }
    }),
  );
  return tokens;
}
