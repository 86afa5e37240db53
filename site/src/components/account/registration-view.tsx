import { useEffect, useState } from 'react';
import { loadCatalog, loadMiddleSchoolGroups, type Choice } from '../../lib/api/registration-client.ts';
import { loadRegistration } from '../../lib/auth/my-registrations.ts';
import { summarize, type Lookups, type SummarySection } from '../../lib/auth/registration-summary.ts';
import { ACCESS_DENIED_PAGE, currentPage, getSession, loginUrl } from '../../lib/auth/session-client.ts';
import { FormStatus } from '../form/form-status.tsx';
import { CHOOSER_MESSAGES } from './registration-chooser.tsx';

export interface RegistrationViewProps {
  /** The kind this edit route shows; any other kind's regId is refused like someone else's. */
  regType: 'MSIND' | 'HSIND';
}

/** Which catalogue names each id field, per kind. */
const LOOKUPS: Record<RegistrationViewProps['regType'], Record<string, () => Promise<Choice[]>>> = {
  MSIND: {
    schoolId: () => loadCatalog('MIDSCH'),
    gradeLevelId: () => loadCatalog('MSGRADE'),
    lunchId: () => loadCatalog('LUNCH'),
    tShirtSizeId: () => loadCatalog('TSHIRT'),
    groupId: () => loadMiddleSchoolGroups(),
  },
  HSIND: {
    schoolId: () => loadCatalog('HIGHSCH'),
    gradeLevelId: () => loadCatalog('HSGRADE'),
    tShirtSizeId: () => loadCatalog('TSHIRT'),
  },
};

async function loadLookups(regType: RegistrationViewProps['regType']): Promise<Lookups> {
  const entries = await Promise.all(
    Object.entries(LOOKUPS[regType]).map(async ([field, load]) => {
      // A catalogue that cannot be read leaves its ids as they are; the registration still shows.
      const choices = await load().catch(() => []);
      return [field, new Map(choices.map((choice) => [choice.value, choice.label]))] as const;
    }),
  );
  return Object.fromEntries(entries);
}

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; sections: SummarySection[] };

/**
 * The edit route of a student registration, read-only until the edit forms arrive (issue 5 allows it):
 * the owner's registration as sections of labelled values. Needs login; someone else's regId, a missing one
 * or a 401/403 goes to /access-denied.
 */
export function RegistrationView({ regType }: RegistrationViewProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    void (async () => {
      const session = await getSession();
      if (!session) return window.location.replace(loginUrl(currentPage()));
      const regId = new URLSearchParams(window.location.search).get('regId');
      if (!regId) return window.location.replace('/multiple');
      const [loaded, lookups] = await Promise.all([loadRegistration(session, regId), loadLookups(regType)]);
      if (loaded.kind === 'denied' || (loaded.kind === 'ok' && loaded.value.regType !== regType)) {
        return window.location.replace(ACCESS_DENIED_PAGE);
      }
      setState(
        loaded.kind === 'ok' ? { kind: 'ready', sections: summarize(loaded.value, lookups) } : { kind: 'failed' },
      );
    })();
  }, [regType]);

  if (state.kind === 'loading') return <p role="status">Loading your registration…</p>;
  if (state.kind === 'failed') return <FormStatus message={CHOOSER_MESSAGES.failed} />;
  return (
    <>
      <p className="notice">
        This is your registration as we have it. Changing it online is not available yet: to change anything, please{' '}
        <a href="/contact">contact us</a>.
      </p>
      {state.sections.map((section) => (
        <section key={section.heading} className="card">
          <h2>{section.heading}</h2>
          <dl className="summary-list">
            {section.rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <p>
        <a className="button button--secondary" href="/multiple">
          Back to my registrations
        </a>
      </p>
    </>
  );
}
