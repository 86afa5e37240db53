// The staff desk's registrations table: which columns it shows of a kind's many (the rest are in the details).

/**
 * The fixed columns the table shows (Registered, Email, and the API's flags when a row of the list has one),
 * then four of the kind's data columns: whom the row is about first (a group's or company's name, a
 * person's), whatever the kind's field order (a scholarship application starts with its fund flags), then its
 * first other columns.
 */
const SHOWN_FIXED = [1, 3];
const SHOWN_DATA = 4;
const FIRST_DATA_COLUMN = 4;
const NAME_KEYS = ['groupName', 'companyName', 'firstName', 'lastName'];
/**
 * The API's flags, shown beside the email when a row of the list has one: a registration made twice
 * (staff/possible-duplicates.ts), an application without a required file.
 */
const FLAG_KEYS = ['possibleDuplicateOf', 'filesMissing'];

/**
 * Which of a list's columns the table shows, by index (the rest are in each row's details). `preferred`: the
 * kind's answers to show after the names (its registry record's `deskFields`), where the list has them.
 */
export function shownColumns(columns: readonly { key: string }[], preferred: readonly string[] = []): number[] {
  const flagged = FLAG_KEYS.map((key) => columns.findIndex((column) => column.key === key)).filter(
    (index) => index !== -1,
  );
  const data = columns
    .map((_, index) => index)
    .slice(FIRST_DATA_COLUMN)
    .filter((index) => !flagged.includes(index));
  const names = [...NAME_KEYS, ...preferred].flatMap((key) => data.filter((index) => columns[index]!.key === key));
  const rest = data.filter((index) => !names.includes(index));
  return [
    ...SHOWN_FIXED.filter((index) => index < columns.length),
    ...flagged,
    ...[...names, ...rest].slice(0, SHOWN_DATA),
  ];
}
