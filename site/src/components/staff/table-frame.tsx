import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The frame a wide table scrolls sideways in, instead of the page. While it scrolls it is a labelled region a
 * keyboard can reach (Tab, then the arrow keys), as a frame that scrolls must be for someone without a mouse
 * or a touch screen; a table that fits is no tab stop (the headcounts' two dozen tables were 24 stops that
 * moved nothing). It is positioned, so a visually hidden caption or header text inside stays inside it
 * (absolutely placed, it widened the whole page to the table's width).
 */
export function TableFrame({
  label,
  className = 'staff-table-frame',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    // The window's width, the table's rows (a search, Show more) and a details row change it.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={frame} className={className} role="region" aria-label={label} tabIndex={scrolls ? 0 : undefined}>
      {children}
    </div>
  );
}
