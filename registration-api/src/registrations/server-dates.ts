import { isDeepStrictEqual } from 'node:util';
import { stampServerDates, valueAt, type FieldPath } from '@stem/shared';

/**
 * Consent and signature dates of an edit (`definition.serverDates`): a block signed again, or signed for
 * the first time, gets today (the server's, like a create); a block left as it was stored keeps its stored
 * date, so correcting a T-shirt size does not re-date a parent's signature.
 */
export function stampEditedDates<T extends object>(
  values: T,
  stored: Record<string, unknown>,
  paths: readonly FieldPath[],
  today: string,
): T {
  const result = stampServerDates(values, paths, today);
  for (const path of paths) {
    const block = valueAt(result, path.slice(0, -1));
    const before = valueAt(stored, path.slice(0, -1));
    if (!isBlock(block) || !isBlock(before)) continue;
    const dateKey = String(path.at(-1));
    const storedDate = before[dateKey];
    if (
      typeof storedDate === 'string' &&
      storedDate !== '' &&
      isDeepStrictEqual(without(block, dateKey), without(before, dateKey))
    ) {
      block[dateKey] = storedDate;
    }
  }
  return result;
}

const isBlock = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

const without = (block: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(block).filter(([name]) => name !== key));
