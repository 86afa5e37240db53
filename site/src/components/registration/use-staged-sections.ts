import { useEffect, useState, type ReactNode } from 'react';

/**
 * A form's sections, all at once, or (`staged`: an edit form whose registration has just arrived) one per
 * task: none in the form's first render (its own hooks and shell are work enough for one task), then one
 * more each time the browser has had a turn, until all are there.
 *
 * Why: mounting some sixty fields with their stored values in one task blocked a slow phone's main thread
 * for about 300 ms (Lighthouse mobile, issue 10); one section per task keeps each task short, and the page
 * answers a tap between them. Only the sections' order matters: `children` as the kind's body wrote them
 * (an array, holes included, so every section keeps its place while the later ones are still to come).
 */
export function useStagedSections(children: ReactNode, staged: boolean): { shown: ReactNode; complete: boolean } {
  const sections = staged && Array.isArray(children) ? (children as ReactNode[]) : null;
  const [count, setCount] = useState(() => (sections ? 0 : Number.POSITIVE_INFINITY));
  const complete = sections === null || count >= sections.length;
  useEffect(() => {
    if (complete) return;
    // A timer, not this effect: the next section is mounted in a task of its own.
    const timer = setTimeout(() => setCount((shown) => shown + 1), 0);
    return () => clearTimeout(timer);
  }, [complete, count]);
  return { shown: complete ? children : sections.slice(0, count), complete };
}
