// The thank-you page names a group from its address (SPEC §2's `groupName`), and anyone can write an address:
// a link to the real site could make "Group Created" say "…not confirmed until the fee is paid at …". So the
// form that sent the group keeps its name in the tab, and the page names the group only when the address
// says the same. A link from elsewhere, opened in a tab that sent nothing, reads "Your group".

const KEY = 'stem-career-day:sent-group';

/** Keeps in the tab the name of the group this form has just sent (storage refused: nothing kept). */
export function rememberSentGroup(groupName: string): void {
  try {
    sessionStorage.setItem(KEY, groupName);
  } catch {
    // Without storage the page says "Your group".
  }
}

/** The name of the group this tab sent, or null. */
export function sentGroupName(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
