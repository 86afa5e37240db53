import { describe, expect, it } from 'vitest';
import { stateChoices, tierCards } from './company-content.ts';

describe('CMS content for the company form', () => {
  it('gives each tier its code as the form stores it and its benefits as HTML without raw markup', () => {
    const [card] = tierCards([
      {
        code: 1,
        name: 'Gold',
        price: 750,
        studentsSupported: 25,
        benefits: '- Your corporate logo on the website\n- <script>alert(1)</script>',
        order: 2,
      },
    ]);
    expect(card).toMatchObject({ code: '1', name: 'Gold', price: 750, studentsSupported: 25 });
    expect(card!.benefitsHtml).toContain('<li>Your corporate logo on the website</li>');
    expect(card!.benefitsHtml).not.toContain('<script>');
  });

  it('lists states by their id', () => {
    expect(stateChoices([{ stateId: 36, code: 'OH', title: 'Ohio', isActive: true }])).toEqual([
      { value: '36', label: 'Ohio' },
    ]);
  });
});
