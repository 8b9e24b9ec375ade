import { describe, expect, it } from 'vitest';
import { keepUnchanged } from '../../src/editor/app/keptValues';

describe('keepUnchanged', () => {
  it('gives back the previous value itself when a copy is equal to it', () => {
    const previous = { brand: { name: 'Nexus', logo: { src: '/a.svg' } }, menus: [{ label: 'Home' }] };
    expect(keepUnchanged(previous, structuredClone(previous))).toBe(previous);
  });

  it('keeps the parts a change left alone, and takes the changed ones', () => {
    const previous = { brand: { name: 'Nexus', logo: { src: '/a.svg' } }, theme: { colors: { text: '#000' } } };
    const next = structuredClone(previous);
    next.brand.name = 'Acme';
    const kept = keepUnchanged(previous, next);
    expect(kept).toEqual(next);
    expect(kept.theme).toBe(previous.theme);
    expect(kept.brand.logo).toBe(previous.brand.logo);
    expect(kept.brand).not.toBe(previous.brand);
  });

  it('sees a list that grew, shrank or lost a key as changed', () => {
    const previous = { items: [1, 2], group: { a: 1, b: 2 } };
    expect(keepUnchanged(previous, { items: [1, 2, 3], group: { a: 1, b: 2 } }).items).toEqual([1, 2, 3]);
    expect(keepUnchanged(previous, { items: [1], group: { a: 1, b: 2 } }).items).toEqual([1]);
    const lost = keepUnchanged(previous, { items: [1, 2], group: { a: 1 } });
    expect(lost.group).toEqual({ a: 1 });
    expect(lost.items).toBe(previous.items);
  });
});
