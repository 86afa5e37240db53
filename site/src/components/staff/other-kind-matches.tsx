import { useEffect, useState } from 'react';
import type { RegType } from '@stem/shared/reg-types';
import { REGISTRATION_KINDS } from '@stem/shared/registration-kinds';
import type { StaffSearchCounts } from '@stem/shared/staff-contract';
import { searchWords } from '@stem/shared/text/search-key';
import { countEveryKind } from '../../lib/staff/staff-client.ts';
import type { DeskAccess } from './use-staff-data.ts';

/** Typing pauses this long before the other kinds are counted: one request per search, not per key. */
const SETTLE_MS = 400;

/**
 * Where else a search's words are (qa21c: an organiser looking for a family, a school or a company does not
 * know its kind, and the list is one kind at a time): the other kinds that match, each a button that shows
 * that kind with the same search. Says so when no kind has it, and when they could not be counted (the kind
 * shown is still searched as before).
 */
export function OtherKindMatches({
  access,
  query,
  regType,
  matchingHere,
  shown,
  onChoose,
}: {
  access: DeskAccess;
  query: string;
  regType: RegType;
  matchingHere: number;
  /** The list on screen: read again (Refresh, a deletion, back to the tab), the other kinds are counted again. */
  shown: unknown;
  onChoose: (regType: RegType) => void;
}) {
  const [counted, setCounted] = useState<{ words: string; counts: StaffSearchCounts | 'failed' } | null>(null);
  const words = searchWords(query).join(' ');
  const { fresh, deny } = access;

  useEffect(() => {
    if (!words) return;
    let live = true;
    const timer = setTimeout(() => {
      void (async () => {
        const session = await fresh();
        if (!live) return;
        // The words as the desk reads them: the server reads them the same way again.
        const answer = session ? await countEveryKind(session, words) : ({ kind: 'error' } as const);
        if (!live) return;
        if (answer.kind === 'denied') return deny();
        setCounted({ words, counts: answer.kind === 'ok' ? answer.value : 'failed' });
      })();
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [words, fresh, deny, shown]);

  // A live region that stays, so that what it comes to say is heard after the count (qa24a: a paragraph that
  // appeared was not).
  return (
    <div className="staff-other-kinds" aria-live="polite">
      {words && counted?.words === words ? (
        <Elsewhere {...{ counts: counted.counts, regType, matchingHere, onChoose }} />
      ) : null}
    </div>
  );
}

function Elsewhere({
  counts,
  regType,
  matchingHere,
  onChoose,
}: {
  counts: StaffSearchCounts | 'failed';
  regType: RegType;
  matchingHere: number;
  onChoose: (regType: RegType) => void;
}) {
  // Offline, "0 of 15 match" alone would read as if the other kinds had been looked at (qa24a).
  if (counts === 'failed') return <p className="staff-toolbar__note">The other kinds could not be searched.</p>;
  const elsewhere = counts.filter((count) => count.regType !== regType && count.matching > 0);
  if (elsewhere.length === 0) {
    return matchingHere === 0 ? <p className="staff-toolbar__note">No registration of another kind matches.</p> : null;
  }
  return (
    <p className="staff-toolbar__note">
      {matchingHere === 0 ? 'Found in other kinds: ' : 'Also in: '}
      {elsewhere.map((count, index) => (
        <span key={count.regType}>
          {index > 0 ? ', ' : null}
          <button type="button" className="link-button" onClick={() => onChoose(count.regType)}>
            {REGISTRATION_KINDS[count.regType].label} ({count.matching})
          </button>
        </span>
      ))}
    </p>
  );
}
