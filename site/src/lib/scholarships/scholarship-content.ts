import type { DisciplineSchema, FundSchema } from '../cms/content-schemas.ts';
import type * as v from 'valibot';
import { groupThousands } from '../format/group-thousands.ts';

type Fund = v.InferOutput<typeof FundSchema>;
type Discipline = v.InferOutput<typeof DisciplineSchema>;

/** "$2,500" */
export const dollars = (amount: number) => `$${groupThousands(amount)}`;

const awards = (n: number) => (n === 1 ? '1 award' : `${n} awards`);

/** "Up to 9 awards of $1,000; 2 of them are prioritised for students of <district>." (SPEC §1) */
export function fundAwards(fund: Fund, priorityDistrict: string): string {
  const base = `Up to ${awards(fund.maxAwards)} of ${dollars(fund.amount)}.`;
  if (fund.priorityAwards === 0) return base;
  const them = fund.priorityAwards === 1 ? '1 of them is' : `${fund.priorityAwards} of them are`;
  return `${base} ${them} prioritised for students of ${priorityDistrict}.`;
}

export const DISCIPLINE_COLUMNS = [
  { column: 'science', heading: 'Science' },
  { column: 'technology', heading: 'Technology' },
  { column: 'engineering', heading: 'Engineering' },
  { column: 'mathematics', heading: 'Mathematics' },
] as const;

/** The four columns of STEM disciplines, in S-T-E-M order, each keeping the CMS order of its entries. */
export const disciplineColumns = (disciplines: readonly Discipline[]) =>
  DISCIPLINE_COLUMNS.map(({ column, heading }) => ({
    column,
    heading,
    names: disciplines.filter((d) => d.column === column).map((d) => d.name),
  }));
