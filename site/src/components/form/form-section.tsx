import type { ReactNode } from 'react';

/** A numbered form section: its heading labels the region. */
export function FormSection({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const headingId = `section-${number}`;
  return (
    <section className="card form-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {number}. {title}
      </h2>
      {children}
    </section>
  );
}
