import type { ReactNode } from 'react';
import { CHOOSER_MESSAGES } from '../account/registration-chooser.tsx';
import { FormStatus } from '../form/form-status.tsx';
import { useOwnedRegistration, type OwnedRegistration } from './use-owned-registration.ts';

/** An edit route's body: loading, then the form with the owner's registration, or SPEC's failure message. */
export function OwnedRegistrationForm({
  regType,
  children,
}: {
  regType: 'MSIND' | 'HSIND';
  children: (loaded: OwnedRegistration) => ReactNode;
}) {
  const owned = useOwnedRegistration(regType);
  if (owned.kind === 'ready') return children(owned.loaded);
  if (owned.kind === 'failed') return <FormStatus message={CHOOSER_MESSAGES.failed} />;
  return (
    <p className="loading" role="status">
      Loading…
    </p>
  );
}
