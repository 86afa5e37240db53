type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Runs `hydrate` on an island built into the page, keeping what was changed in its fields before: a form
 * library takes its fields' values from its own defaults when it goes live (react-hook-form does), so a
 * value the browser restored or a script set before hydration would silently go back to the built one.
 * Each changed field gets its value again right after, with the input and change events a visitor's edit
 * fires, so the live form records it as theirs.
 */
export function keepChangesThrough(island: HTMLElement, hydrate: () => Promise<void>): void {
  const changes = controlsOf(island).flatMap(changeOf);
  void hydrate();
  for (const reapply of changes) reapply();
}

const controlsOf = (island: HTMLElement) => [...island.querySelectorAll<Control>('input, select, textarea')];

/**
 * Whether a field already differs from its built value before anybody touched the page: the browser
 * restored the answers (Back after a submit). The built page then shows a "Yes" whose section is closed.
 */
export const hasRestoredChanges = (island: HTMLElement): boolean =>
  controlsOf(island).some((control) => changeOf(control).length > 0);

/** A field's change from its built value, as a function that makes it again; none when it is as built. */
function changeOf(control: Control): Array<() => void> {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    const selected = options.map((option) => option.selected);
    // A single select without a `selected` option shows its first one: that is as built too.
    const shown = Math.max(
      0,
      options.findLastIndex((option) => option.defaultSelected),
    );
    const built = options.map((option, i) => (control.multiple ? option.defaultSelected : i === shown));
    if (selected.every((on, i) => on === built[i])) return [];
    return [() => report(control, () => selected.forEach((on, i) => (options[i]!.selected = on)))];
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    const { checked } = control;
    return checked === control.defaultChecked ? [] : [() => report(control, () => (control.checked = checked))];
  }
  if (control instanceof HTMLInputElement && control.type === 'file') {
    const { files } = control;
    return files && files.length > 0 ? [() => report(control, () => (control.files = files))] : [];
  }
  const { value } = control;
  return value === control.defaultValue ? [] : [() => report(control, () => (control.value = value))];
}

function report(control: Control, set: () => void): void {
  set();
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}
