import { useEffect, type RefObject } from 'react';

/**
 * An edit form knows a select's stored value (a school id, a group) before the select has its options: they
 * come from the API a moment later, and a browser shows a select whose value has no option as the empty
 * choice, and keeps it so when the options arrive. This watches the form and, whenever a select gains
 * options, selects the form's value for it if one of them carries it. Create forms do not need it.
 */
export function useLoadedSelectValues(
  formRef: RefObject<HTMLFormElement | null>,
  valueOf: (name: string) => unknown,
  enabled: boolean,
) {
  useEffect(() => {
    const form = formRef.current;
    if (!enabled || !form) return;
    const sync = () => {
      for (const select of form.querySelectorAll('select')) {
        const value = valueOf(select.name);
        if (typeof value !== 'string' || value === '' || select.value === value) continue;
        if ([...select.options].some((option) => option.value === value)) select.value = value;
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(form, { childList: true, subtree: true });
    return () => observer.disconnect();
    // valueOf reads the form's current values each time it is called: the observer lives as long as the form.
  }, [enabled, formRef]);
}
