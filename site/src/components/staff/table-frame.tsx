import type { ReactNode } from 'react';

/**
 * The frame a wide table scrolls sideways in, instead of the page. It is a labelled region a keyboard can
 * reach (Tab, then the arrow keys), as a frame that scrolls must be for someone without a mouse or a
 * touch screen; and it is positioned, so a visually hidden caption or header text inside stays inside it
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
  return (
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
