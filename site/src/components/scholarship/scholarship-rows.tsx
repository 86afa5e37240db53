import {
  blankScholarshipRow,
  FIELD_LIMITS,
  MAX_SCHOLARSHIP_ROWS,
  SCHOOL_YEAR_LABELS,
  SCHOOL_YEARS,
  type ScholarshipRowList,
} from '@stem/shared';
import { useFormContext } from 'react-hook-form';
import { CheckboxGroupField, YesNoField } from '../form/choice-group-field.tsx';
import { flagBinding } from '../form/flag-binding.ts';
import { TextField } from '../form/text-field.tsx';
import { TextareaField } from '../form/textarea-field.tsx';
import { errorAt } from '../registration/field-path.ts';
import { RepeatableRows } from '../registration/repeatable-rows.tsx';

/** A row's school years 9 to 12 as checkboxes (SPEC §3 schoolYear9..12). */
function SchoolYears({ prefix }: { prefix: string }) {
  const form = useFormContext();
  return (
    <div className="year-flags">
      <CheckboxGroupField
        legend="Grades"
        options={SCHOOL_YEARS.map((year) => ({
          ...flagBinding(form, `${prefix}.${year}`),
          label: SCHOOL_YEAR_LABELS[year],
        }))}
      />
    </div>
  );
}

/** A text field of a row, required or not, with its error at its path. */
function RowText({ path, label, required, hint }: { path: string; label: string; required?: boolean; hint?: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  return (
    <TextField
      {...register(path)}
      label={label}
      hint={hint}
      maxLength={FIELD_LIMITS.organisation}
      required={required}
      error={errorAt(errors, path)}
    />
  );
}

const LIST_WORDS: Record<ScholarshipRowList, { rowLabel: string; addLabel: string; first: string }> = {
  activities: { rowLabel: 'Activity', addLabel: 'Add activity', first: 'title' },
  awards: { rowLabel: 'Honor or Award', addLabel: 'Add honor or award', first: 'title' },
  events: { rowLabel: 'Event', addLabel: 'Add event', first: 'title' },
  universityToAttend: { rowLabel: 'University', addLabel: 'Add university', first: 'name' },
  pastEmployers: { rowLabel: 'Past Employer', addLabel: 'Add past employer', first: 'jobTitle' },
};

/** One of the application's repeatable lists, with its rows' fields. */
export function ScholarshipRows({ list }: { list: ScholarshipRowList }) {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const words = LIST_WORDS[list];
  const row = (prefix: string) => {
    switch (list) {
      case 'activities':
        return (
          <>
            <div className="field-row">
              <RowText path={`${prefix}.title`} label="Activity" />
              <RowText path={`${prefix}.position`} label="Position Held" />
            </div>
            <SchoolYears prefix={prefix} />
          </>
        );
      case 'awards':
        return (
          <>
            <RowText path={`${prefix}.title`} label="Honor or Award" />
            <SchoolYears prefix={prefix} />
          </>
        );
      case 'events':
        return (
          <>
            <div className="field-row">
              <RowText path={`${prefix}.title`} label="Event" />
              <TextField
                {...register(`${prefix}.date`)}
                label="Date"
                hint="MM/DD/YYYY"
                inputMode="numeric"
                // As the Date of Birth: room for the spaces around a pasted date, which the rules trim.
                maxLength={12}
                error={errorAt(errors, `${prefix}.date`)}
              />
            </div>
            <SchoolYears prefix={prefix} />
          </>
        );
      case 'universityToAttend':
        return (
          <div className="field-row">
            <RowText path={`${prefix}.name`} label="University" required />
            <YesNoField
              legend="Accepted?"
              required
              registration={register(`${prefix}.isAccepted`)}
              error={errorAt(errors, `${prefix}.isAccepted`)}
            />
          </div>
        );
      case 'pastEmployers':
        return (
          <>
            <div className="field-row">
              <RowText path={`${prefix}.jobTitle`} label="Job Title" required />
              <RowText path={`${prefix}.employer`} label="Employer" required />
            </div>
            <TextareaField
              {...register(`${prefix}.jobDescription`)}
              label="Job Description"
              rows={3}
              maxLength={FIELD_LIMITS.description}
              required
              error={errorAt(errors, `${prefix}.jobDescription`)}
            />
            <SchoolYears prefix={prefix} />
          </>
        );
    }
  };
  return (
    <RepeatableRows
      name={list}
      rowLabel={words.rowLabel}
      addLabel={words.addLabel}
      first={words.first}
      blank={blankScholarshipRow[list]}
      max={MAX_SCHOLARSHIP_ROWS}
    >
      {(prefix) => row(prefix)}
    </RepeatableRows>
  );
}
