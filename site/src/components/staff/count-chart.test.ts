import { describe, expect, it } from 'vitest';
import { shortened } from './count-chart.tsx';

describe("a chart's row names on a narrow screen", () => {
  it('keeps a name that fits, and cuts a longer one at its end with an ellipsis', () => {
    expect(shortened('Summit Ridge Middle School', 30)).toBe('Summit Ridge Middle School');
    expect(shortened('Summit Ridge Middle School', 19)).toBe('Summit Ridge Middl…');
    expect(shortened('Portage Trail Middle School', 14)).toBe('Portage Trail…');
  });
  it('never cuts below twelve characters, however narrow', () =>
    expect(shortened('Portage Trail Middle School', 3)).toBe('Portage Tra…'));
});
