import { createContext, useContext, useEffect, useId, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';

/** A consent text from the CMS as a form page passes it to its island. */
export interface ConsentTextContent {
  /** The entry's title, shown as the heading of the text. */
  title: string;
  /** Which text this is (`<slug>@<hash>`, computed at build time from the same title and body). */
  version: string;
}

const ConsentTextContext = createContext<(ConsentTextContent & { body: ReactNode }) | null>(null);

/**
 * Gives the form's signature fields the consent text of the page: `body` is the text rendered from the CMS's
 * Markdown at build time and passed in as the island's children (an Astro slot), so no Markdown parser ships.
 */
export function ConsentTextProvider({
  consent,
  body,
  children,
}: {
  consent: ConsentTextContent;
  body: ReactNode;
  children: ReactNode;
}) {
  return <ConsentTextContext.Provider value={{ ...consent, body }}>{children}</ConsentTextContext.Provider>;
}

/**
 * The consent text above the signature fields: its own box, scrollable when long (focusable, so a keyboard
 * can scroll it too). Shown, it puts its version into the form's `consentTextVersion`: the API records
 * which text the signature was given under.
 */
export function ConsentTextBox() {
  const consent = useContext(ConsentTextContext);
  const titleId = useId();
  const { setValue } = useFormContext<{ consentTextVersion?: string }>();
  const version = consent?.version;
  useEffect(() => {
    if (version) setValue('consentTextVersion', version);
  }, [setValue, version]);
  if (!consent) return null;
  return (
    <>
      <h3 id={titleId}>{consent.title}</h3>
      <div className="consent__text" role="region" aria-labelledby={titleId} tabIndex={0}>
        {consent.body}
      </div>
    </>
  );
}
