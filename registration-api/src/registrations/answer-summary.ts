import type { RegType } from '@stem/shared';
import type { CmsClient } from '../cms/cms-client.ts';
import type { MailDraft } from '../mail/mail-composer.ts';
import { list, paragraph } from '../mail/templates/mail-content.ts';
import { CatalogueNames } from '../staff/catalogue-names.ts';
import { kindWordsOf, leafInWords, readingOf } from '../staff/answer-words.ts';
import { flatten } from '../staff/flatten.ts';
import type { RegistrationData } from '../store/registration-store.ts';
import type { ApiKind } from './api-kind.ts';

/** One answer a confirmation repeats: the stored field (a dot path for a nested one) and the form's label. */
export interface MailAnswer {
  field: string;
  label: string;
}

/** How long the titles are kept between creates: the CMS client's own cache keeps its answers as long. */
const KEPT_MS = 30_000;
const kept = new WeakMap<CmsClient, { at: number; names: Promise<CatalogueNames> }>();

/**
 * The catalogues' titles, read once for many creates: loading them for each (seven cached reads and their
 * maps) cost a quarter of the create rate in the bench (create-throughput.ts). A failed read is not kept.
 */
function catalogueNamesOf(cms: CmsClient): Promise<CatalogueNames> {
  const now = Date.now();
  const known = kept.get(cms);
  if (known && now - known.at < KEPT_MS) return known.names;
  const names = CatalogueNames.load(cms);
  kept.set(cms, { at: now, names });
  names.catch(() => kept.delete(cms));
  return names;
}

/**
 * The answers a kind's confirmation repeats (`mailAnswers`), as "Label: answer" lines in the form's words:
 * a catalogue id as its title ("Lunch: Deli Sandwich"), a school typed in as typed, a checkbox group as the
 * boxes ticked, a code in the kind's words (the desk's reading: answer-words.ts). An answer left empty, or
 * whose list the CMS has not given, is left out. A family reads what it chose, and a wrong lunch or T-shirt
 * size is caught before the order goes out.
 */
export async function answerLines(
  apiKind: Pick<ApiKind, 'answerLabels' | 'definition' | 'mailAnswers'>,
  regType: RegType,
  data: RegistrationData,
  cms: CmsClient,
): Promise<string[]> {
  const answers = apiKind.mailAnswers ?? [];
  if (answers.length === 0) return [];
  const reading = readingOf(regType, kindWordsOf(apiKind), await catalogueNamesOf(cms), data);
  const leaves = new Map(flatten(data).map((leaf) => [leaf.path, leaf]));
  return answers.flatMap(({ field, label }) => {
    const leaf = leaves.get(field);
    // A list the CMS has not given (down since before it was first read): an id means nothing to a family.
    const value = leaf && leaf.value !== '' ? leafInWords(leaf, reading) : undefined;
    return value ? [`${label}: ${value}`] : [];
  });
}

/** The mail with "Your answers:" and the lines after its first paragraph (which says what happened). */
export function withAnswers(draft: MailDraft, lines: readonly string[]): MailDraft {
  if (lines.length === 0) return draft;
  const [first, ...rest] = draft.content.blocks;
  const answers = [paragraph('Your answers:'), list(lines)];
  return { ...draft, content: { ...draft.content, blocks: [...(first ? [first] : []), ...answers, ...rest] } };
}
