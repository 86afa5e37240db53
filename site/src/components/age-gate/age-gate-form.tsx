import { valibotResolver } from '@hookform/resolvers/valibot';
import { AgeGateSchema, REGISTRATION_KINDS, type AgeGateInput, type AgeGatedRegType } from '@stem/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { DEADLINE_PASSED_MESSAGE } from '@stem/shared/messages';
import { useForm } from 'react-hook-form';
import { FormStatus } from '../form/form-status.tsx';
import { TextField } from '../form/text-field.tsx';
import { unchanging, useBrowserSnapshot } from '../hydration/use-browser-snapshot.ts';
import { useDeadlinePassed } from '../registration/use-deadline-passed.ts';
import { formatMonthYear, resolveAgeGate, type AgeGateRoute, type AgeGateSettings } from './age-gate-route.ts';

export interface AgeGateFormProps {
  /** Baked in at build time from the CMS: each gated kind's switch and closing date-time. */
  settings: AgeGateSettings;
}

/** The query string does not change while the page lives (`unchanging`); none while hydrating. */
const browserSearch = () => window.location.search;
const noSearch = () => null;

/**
 * The heading the page is built with, before the browser reads which kind the gate is for: the longest
 * title, kept invisible, so the heading takes its final room from the start and nothing below it moves.
 */
const PENDING_TITLE = (['MSIND', 'MSGROUP', 'HSIND'] as const satisfies readonly AgeGatedRegType[])
  .map((regType) => REGISTRATION_KINDS[regType].title)
  .reduce((longest, title) => (title.length > longest.length ? title : longest));

/**
 * /verify-age: the birthdate gate in front of the student and group forms (SPEC §2, §5). Built into the page
 * with its heading's room kept; once hydrated it reads its kind from the address, or goes home.
 */
export function AgeGateForm({ settings }: AgeGateFormProps) {
  // The regType is in the query string, which a static page only knows in the browser (null while hydrating).
  const search = useBrowserSnapshot(unchanging, browserSearch, noSearch);
  const route: AgeGateRoute | null = search === null ? null : resolveAgeGate(search, settings);
  // Past the kind's closing time the form behind the gate only says it is closed: say it here, before a birthdate.
  const deadlinePassed = useDeadlinePassed(route?.kind === 'gate' ? route.closesAt : null);
  const goHome = route?.kind === 'home';
  useEffect(() => {
    if (goHome) window.location.replace('/');
  }, [goHome]);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AgeGateInput>({ resolver: valibotResolver(AgeGateSchema), defaultValues: { birthdate: '' } });

  const birthdate = register('birthdate');
  const onValid = () => {
    if (route?.kind === 'gate') window.location.assign(route.next);
  };
  // Enter in the field: focus does not move, so the field's description (the problem) is not read again;
  // it is said in a status line instead. VERIFY moves focus to the field, which reads it (not said twice).
  const [spoken, setSpoken] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const fromField = document.activeElement instanceof HTMLInputElement;
    setSpoken('');
    void handleSubmit(onValid, (problems) => {
      if (fromField) setTimeout(() => setSpoken(problems.birthdate?.message ?? ''), 100);
    })(event);
  };

  return (
    <>
      <ol className="progress" aria-label="Registration steps">
        <li aria-current="step">Verify Birthdate</li>
        <li>Registration</li>
      </ol>
      {route?.kind === 'gate' ? (
        <h1>{route.title}</h1>
      ) : (
        <h1 className="pending-text" aria-hidden="true">
          {PENDING_TITLE}
        </h1>
      )}
      {deadlinePassed ? (
        <FormStatus message={DEADLINE_PASSED_MESSAGE} />
      ) : (
        <form className="card" noValidate onSubmit={submit}>
          <TextField
            {...birthdate}
            onChange={(event) => {
              event.target.value = formatMonthYear(event.target.value);
              void birthdate.onChange(event);
            }}
            label="Birthdate"
            hint="Month and year, as MM/YYYY"
            placeholder="MM/YYYY"
            inputMode="numeric"
            autoComplete="bday"
            // A whole date pasted or filled in ("01/15/2013") reaches formatMonthYear whole, which keeps 7.
            maxLength={10}
            required
            error={errors.birthdate?.message}
          />
          <button type="submit" className="button" disabled={isSubmitting}>
            VERIFY
          </button>
          <p className="visually-hidden" role="status">
            {spoken}
          </p>
        </form>
      )}
    </>
  );
}
