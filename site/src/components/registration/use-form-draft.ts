import type { FieldPath } from '@stem/shared/registration/fields/rules';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { mergeDefaults } from '../../lib/registration/form-defaults.ts';
import { draftKey, draftOf, draftToRestore, dropDraft, saveDraft } from '../../lib/registration/form-draft.ts';

/** How long typing pauses before the draft is written (and at once when the page goes away). */
const SAVE_AFTER_MS = 400;

/**
 * What a draft never keeps, whatever the kind: the captcha's answer (spent once) and the consent text's
 * version (the page's own, set again by it).
 */
const NEVER_KEPT: readonly FieldPath[] = [['gResponse'], ['consentTextVersion']];

export interface FormDraftOptions<TValues extends FieldValues, TOutput> {
  regType: string;
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
}

/**
 * A new form's unsent answers, kept in the tab (form-draft.ts) as the visitor types, and given back when the
 * tab comes back to the form: a reload, Back, a phone reloading a discarded tab. The draft is given back
 * once every option list is there, and nothing is written before that (the answers the browser restores
 * into the built page would otherwise replace the fuller draft). `restored` says a draft was given back;
 * `clear` empties the form and forgets it; `forget` (a sent registration) stops keeping and forgets it.
 */
export function useFormDraft<TValues extends FieldValues, TOutput>(options: FormDraftOptions<TValues, TOutput>) {
  const { regType, active, listsReady } = options;
  const key = draftKey(regType);
  const [waiting] = useState(() => (active ? draftToRestore(key) : undefined));
  // Latest options for the subscriptions made once (set after each render, before any effect reads it).
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const restoring = useRef(waiting !== undefined);
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    if (!restoring.current || !listsReady || !waiting) return;
    restoring.current = false;
    const { form, onRestore } = latest.current;
    form.reset(mergeDefaults(form.getValues(), waiting) as TValues, { keepDefaultValues: true });
    setRestored(true);
    onRestore();
  }, [listsReady, waiting]);

  useEffect(() => {
    if (!active) return;
    const save = () => {
      timer.current = undefined;
      if (stopped.current) return;
      const { form, blank, omit } = latest.current;
      const paths = [...NEVER_KEPT, ...omit];
      const draft = draftOf(form.getValues(), paths);
      if (JSON.stringify(draft) === JSON.stringify(draftOf(blank, paths))) dropDraft(key);
      else saveDraft(key, draft);
    };
    const schedule = () => {
      if (restoring.current || stopped.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(save, SAVE_AFTER_MS);
    };
    const subscription = latest.current.form.watch(schedule);
    // What was typed before the form came alive reached it before this subscription: kept now too.
    schedule();
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
  }, [active, key]);

  const forget = () => {
    stopped.current = true;
    clearTimeout(timer.current);
    timer.current = undefined;
    dropDraft(key);
  };
  const clear = () => {
    restoring.current = false;
    clearTimeout(timer.current);
    timer.current = undefined;
    latest.current.form.reset();
    dropDraft(key);
    setRestored(false);
  };
  return { restored, clear, forget };
}

export type FormDraft = ReturnType<typeof useFormDraft<FieldValues, unknown>>;
