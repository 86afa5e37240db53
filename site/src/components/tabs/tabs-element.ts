import { tabForKey } from './tab-keys.ts';

/**
 * <tab-set>: the WAI-ARIA tabs pattern over server-rendered markup (role=tablist/tab/tabpanel, the first
 * tab selected). One tab stop for the list (roving tabindex); arrows, Home and End move and select.
 */
class TabSet extends HTMLElement {
  connectedCallback() {
    const tabs = [...this.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const select = (index: number) => {
      tabs.forEach((tab, i) => {
        const selected = i === index;
        tab.setAttribute('aria-selected', String(selected));
        tab.tabIndex = selected ? 0 : -1;
        const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
        if (panel) panel.hidden = !selected;
      });
    };
    tabs.forEach((tab, index) => {
      tab.addEventListener('click', () => select(index));
      tab.addEventListener('keydown', (event) => {
        const target = tabForKey(event.key, index, tabs.length);
        if (target === null) return;
        event.preventDefault();
        select(target);
        tabs[target]!.focus();
      });
    });
  }
}

if (!customElements.get('tab-set')) customElements.define('tab-set', TabSet);
