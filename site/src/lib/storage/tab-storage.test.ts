import { afterEach, describe, expect, it, vi } from 'vitest';
import { forget, keep, readKept, tabStorage } from './tab-storage.ts';
import { refusingStorage, workingStorage } from './test-support.ts';

afterEach(() => vi.unstubAllGlobals());

describe('what a page keeps in its tab', () => {
  it('reads back what it kept, as JSON, and forgets it', () => {
    const storage = workingStorage();
    expect(keep('group', { name: 'Lift-Off', code: 'LO-12' }, storage)).toBe(true);
    expect(readKept('group', storage)).toEqual({ name: 'Lift-Off', code: 'LO-12' });
    forget('group', storage);
    expect(readKept('group', storage)).toBeNull();
  });

  it('reads nothing where nothing readable is kept', () => {
    const storage = workingStorage();
    storage.items.set('group', '{"name": "Lift');
    expect(readKept('group', storage)).toBeNull();
    expect(readKept('missing', storage)).toBeNull();
  });

  it('keeps nothing, and throws nothing, where storage refuses', () => {
    expect(keep('group', { name: 'Lift-Off' }, refusingStorage)).toBe(false);
    expect(readKept('group', refusingStorage)).toBeNull();
    expect(() => forget('group', refusingStorage)).not.toThrow();
    expect(keep('group', { name: 'Lift-Off' }, undefined)).toBe(false);
  });

  it("is the tab's sessionStorage, or none where naming it throws (a sandboxed frame)", () => {
    const session = workingStorage();
    vi.stubGlobal('sessionStorage', session);
    expect(tabStorage()).toBe(session);
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('The document is sandboxed.', 'SecurityError');
      },
    });
    expect(tabStorage()).toBeUndefined();
    expect(keep('group', { name: 'Lift-Off' })).toBe(false);
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });
});
