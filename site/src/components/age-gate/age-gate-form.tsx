import { valibotResolver } from '@hookform/resolvers/valibot';
import { AgeGateSchema, type AgeGateInput } from '@stem/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../form/text-field.tsx';
import { formatMonthYear, resolveAgeGate, type AgeGateRoute, type RegistrationSwitches } from './age-gate-route.ts';

export interface AgeGateFormProps {
  /** Baked in at build time from the CMS. */
  switches: RegistrationSwitches;
}

/** The query string does not change while the page lives: nothing to subscribe to; none while hydrating. */
const unchanging = () => () => {};
const browserSearch = () => window.location.search;
const noSearch = () => null;

/** /verify-age: the birthdate gate in front of the student and group forms (SPEC §2, §5). */
export function AgeGateForm({ switches }: AgeGateFormProps) {
  // The regType is in the query string, which a static page only knows in the browser (null while hydrating).
  const search = useSyncExternalStore(unchanging, browserSearch, noSearch);
  const route: AgeGateRoute | null = search === null ? null : resolveAgeGate(search, switches);
  const goHome = route?.kind === 'home';
  useEffect(() => {
    if (goHome) window.location.replace('/');
  }, [goHome]);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AgeGateInput>({ resolver: valibotResolver(AgeGateSchema), defaultValues: { birthdate: '' } });

  if (route?.kind !== 'gate') {
    return (
      <p className="loading" role="status">
        Loading…
      </p>
    );
  }

  const birthdate = register('birthdate');
  const onValid = () => window.location.assign(route.next);

  return (
    <>
      <ol className="progress" aria-label="Registration steps">
        <li aria-current="step">Verify Birthdate</li>
        <li>Registration</li>
      </ol>
      <h1>{route.title}</h1>
      <form className="card" noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
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
          maxLength={7}
          required
          error={errors.birthdate?.message}
        />
        <button type="submit" className="button" disabled={isSubmitting}>
          VERIFY
        </button>
      </form>
    </>
  );
}
