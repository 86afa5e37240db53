import type { FieldPath } from '@stem/shared/registration/fields/rules';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { mergeDefaults } from '../../lib/registration/form-defaults.ts';
import { useHydrated } from '../hydration/use-browser-snapshot.ts';
import {
  draftKey,
  draftOf,
  dropDraft,
  markSent,
  readDraft,
  returnsToPage,
  saveDraft,
  wasSending,
  wasSent,
} from '../../lib/registration/form-draft.ts';

/** How long typing pauses before the draft is written (and at once when the page goes away). */
const SAVE_AFTER_MS = 400;

/**
 * What a draft never keeps, whatever the kind: the captcha's answer (spent once) and the consent text's
 * version (the page's own, set again by it).
 */
const NEVER_KEPT: readonly FieldPath[] = [['gResponse'], ['consentTextVersion']];

/**
 * Where a kept draft stands: none; offered (the visitor followed a link to the form: "Bring back my
 * answers"); on its way back (waiting for the option lists); or given back. `sent`: none is kept because the
 * form was sent from this tab, and the visitor came back to it (Back from the thank-you page).
 */
export type DraftPhase = 'none' | 'offered' | 'waiting' | 'restored' | 'sent';

export interface FormDraftOptions<TValues extends FieldValues, TOutput> {
  /** Whose draft it is: a registration kind's regType, or the contact form's 'CONTACT'. */
  name: string;
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** A new form (an edit starts from the stored registration, and keeps no draft). */
  active: boolean;
  /** Every option list has answered (RouteState.listsReady): a select can take a kept value. */
  listsReady: boolean;
  /** The form as built: a draft equal to it is none. */
  blank: TValues;
  /** Paths the visitor did not type or that cannot be kept (dates the server writes, file names). */
  omit: readonly FieldPath[];
  /** Called when a draft has been given back (the form's rules and captcha start loading). */
  onRestore: () => void;
  /** Called when the visitor cleared the form (state the form keeps outside its values, such as a check). */
  onClear?: (() => void) | undefined;
}

/**
 * A new form's unsent answers, kept in the tab (form-draft.ts) as the visitor types. When the tab comes back
 * to the form (a reload, Back, a phone reloading a discarded tab) they are given back at once; when the
 * visitor follows a link to the form, they are offered (`bringBack`) until the visitor types something new.
 * They are given back once every option list is there, and nothing is written before that (the answers the
 * browser restores into the built page would otherwise replace the fuller draft). Once the form is sent
 * (`forget`) the tab remembers it, so that the answers a browser puts back on Back (the ones sent) are not
 * kept as a new draft unless the visitor changes them. `clear` empties the form and forgets the draft.
 */
export function useFormDraft<TValues extends FieldValues, TOutput>(options: FormDraftOptions<TValues, TOutput>) {
  const { name, active, listsReady } = options;
  const key = draftKey(name);
  const [kept] = useState(() => (active ? readDraft(key) : undefined));
  const [sentBefore] = useState(() => active && wasSent(key));
  // The draft given back was being sent when the page changed (an answer lost, a reload while sending): the
  // note cannot say that nothing was sent.
  const [maybeSent] = useState(() => kept !== undefined && wasSending(key));
  const sending = useRef(false);
  const [phase, setPhaseState] = useState<DraftPhase>(() =>
    kept === undefined ? (sentBefore && returnsToPage() ? 'sent' : 'none') : returnsToPage() ? 'waiting' : 'offered',
  );
  // The phase as the subscriptions made once read it.
  const current = useRef(phase);
  const setPhase = (next: DraftPhase) => {
    current.current = next;
    setPhaseState(next);
  };
  // Latest options for the subscriptions made once (set after each render, before any effect reads it).
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Gives the kept answers back to the form (its option lists are there). */
  const restore = useCallback((answers: Record<string, unknown>) => {
    const { form, onRestore } = latest.current;
    current.current = 'restored';
    form.reset(mergeDefaults(form.getValues(), answers) as TValues, { keepDefaultValues: true });
    setPhaseState('restored');
    onRestore();
  }, []);
  // A draft on its way back goes into the form once the option lists have answered.
  useEffect(() => {
    if (current.current === 'waiting' && listsReady && kept) restore(kept);
  }, [listsReady, kept, restore]);

  const save = useCallback(() => {
    timer.current = undefined;
    if (stopped.current) return;
    const { form, blank, omit } = latest.current;
    const paths = [...NEVER_KEPT, ...omit];
    const draft = draftOf(form.getValues(), paths);
    if (JSON.stringify(draft) === JSON.stringify(draftOf(blank, paths))) dropDraft(key);
    else saveDraft(key, draft, sending.current ? 'sending' : 'typed');
  }, [key]);

  useEffect(() => {
    if (!active) return;
    const schedule = () => {
      if (current.current === 'waiting' || stopped.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(save, SAVE_AFTER_MS);
    };
    // Over a draft on offer, or over the answers of a form sent from this tab (which the browser puts back on
    // Back), nothing is kept until the visitor changes something: a value the page sets itself (the consent
    // text's version) has no event type.
    let holding = sentBefore || current.current === 'offered';
    const subscription = latest.current.form.watch((_values, { type }) => {
      if (holding) {
        if (type === undefined) return;
        holding = false;
        // The visitor types into the blank form instead: that is the draft now, and the old one is not offered.
        if (current.current === 'offered') {
          current.current = 'none';
          setPhaseState('none');
        }
      }
      schedule();
    });
    // What was typed before the form came alive reached it before this subscription: kept now too.
    if (!holding) schedule();
    const flush = () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      save();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      clearTimeout(timer.current);
    };
  }, [active, key, sentBefore, save]);

  // The built page has no note, so neither has the first render (an attribute that differed at hydration
  // would stay stale: useBrowserSnapshot).
  const hydrated = useHydrated();
  const stopSaving = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  return {
    phase: hydrated ? phase : 'none',
    /** The visitor asks for the answers offered. */
    bringBack: () => {
      if (current.current !== 'offered' || !kept) return;
      if (latest.current.listsReady) restore(kept);
      else setPhase('waiting');
    },
    /** Whether the answers given back were being sent when the page changed. */
    maybeSent,
    /** A send starts (true) or has its answer and the form stays (false): the kept draft says so at once. */
    sendingNow: (now: boolean) => {
      sending.current = now;
      if (active && !stopped.current) {
        stopSaving();
        save();
      }
    },
    /** The form was sent: nothing more is kept, and the tab remembers it was sent. */
    forget: () => {
      stopped.current = true;
      stopSaving();
      markSent(key);
    },
    /** Empties the form and forgets its draft. */
    clear: () => {
      stopSaving();
      setPhase('none');
      latest.current.form.reset();
      latest.current.onClear?.();
      dropDraft(key);
    },
  };
}

export type FormDraft = ReturnType<typeof useFormDraft<FieldValues, unknown>>;
