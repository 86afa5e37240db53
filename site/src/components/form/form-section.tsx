import type { ReactNode } from 'react';

export interface FormSectionProps {
  number: number;
  /** Text, or text with break opportunities (`<wbr />`) where a long word may wrap on a phone. */
  title: ReactNode;
  /** More classes beside `card form-section` (the group roster marks itself printable with one). */
  className?: string | undefined;
  /** The section's id, where a link names it (the group roster's `#members`). */
  id?: string | undefined;
  children: ReactNode;
}

/** A numbered form section: its heading labels the region. */
export function FormSection({ number, title, className, id, children }: FormSectionProps) {
  const headingId = `section-${number}`;
  return (
    <section
      id={id}
      className={className ? `card form-section ${className}` : 'card form-section'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>
        {number}. {title}
      </h2>
      {children}
    </section>
  );
}
