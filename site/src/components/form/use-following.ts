import { useEffect } from 'react';
import { useFormContext, type FieldValues, type Path, type PathValue } from 'react-hook-form';

/** What each field of the page's form last followed, by its path: kept across the field's remounts. */
const lastFollowed = new Map<string, string>();

/**
 * Keeps the field at `target` reading what `derive` makes of the form's answers (a consent's full name from
 * the first and last name typed above) while it is empty or still reads what it last followed: the person
 * typed it a moment ago (qa14c: three times, and a corrected last name left the consent's behind). Once typed
 * in itself, it is the person's own and stays. `derive` is read once: pass a function of the module.
 */
export function useFollowing<T extends FieldValues>(target: Path<T>, derive: (values: Partial<T>) => string) {
  const { watch, getValues, setValue, getFieldState } = useFormContext<T>();
  useEffect(() => {
    // What the field last followed ('' at first: an empty field takes the answers at once, such as ones typed
    // before the form came alive; a stored one different from them is the person's own). Kept while the field
    // is off the page (a consent closed and opened again) so that it still follows then (qa28a).
    let derived = lastFollowed.get(target) ?? '';
    // Never while the person is in the field: typing there as the form came alive (which gives it what was
    // typed before) put the name in front of what they typed, and "Chris ChaperoneChris Chaperone" was
    // signed (qa26a).
    const typingThere = () => document.activeElement?.getAttribute('name') === target;
    const follow = (values: Partial<T>) => {
      const next = derive(values);
      const current = String(getValues(target) ?? '');
      if (current !== next && !typingThere() && (current.trim() === '' || current === derived)) {
        setValue(target, next as PathValue<T, Path<T>>, {
          shouldDirty: true,
          shouldValidate: getFieldState(target).invalid,
        });
      }
      derived = next;
      lastFollowed.set(target, next);
    };
    follow(getValues());
    const { unsubscribe } = watch((values, { name }) => {
      if (name !== target) follow(values as Partial<T>);
    });
    return unsubscribe;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `derive` is a function of the module.
  }, [target, watch, getValues, setValue, getFieldState]);
}
