import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface StaffTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * The desk's sections as WAI-ARIA tabs: one tab stop, arrow keys, Home and End move between tabs, and
 * only the chosen panel is in the page (each loads its data when first shown).
 */
export function StaffTabs({
  tabs,
  selected,
  onSelect,
}: {
  tabs: StaffTab[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const base = useId();
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0]!;

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === current.id);
    const next = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    buttons.current[tab.id]?.focus();
  }

  return (
    <div className="staff-tabs">
      <div
        className="tabs__list staff-tabs__list"
        role="tablist"
        aria-label="Staff desk sections"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            className="tabs__tab"
            aria-selected={tab.id === current.id}
            aria-controls={`${base}-${tab.id}-panel`}
            tabIndex={tab.id === current.id ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        className="tabs__panel staff-tabs__panel"
        role="tabpanel"
        id={`${base}-${current.id}-panel`}
        aria-labelledby={`${base}-${current.id}-tab`}
        tabIndex={0}
      >
        {current.panel}
      </div>
    </div>
  );
}
