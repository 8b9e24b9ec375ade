import { describe, expect, it } from 'vitest';
import { insertionIndex, SECTIONS_ZONE } from '../../src/editor/app/insertionPlace';

describe('where the library\'s "Add" button puts a new section', () => {
  it('right after the selected section', () => {
    expect(insertionIndex({ index: 2, zone: SECTIONS_ZONE }, 5)).toBe(3);
    expect(insertionIndex({ index: 0 }, 5)).toBe(1);
  });

  it('after the last section when the last one is selected', () => {
    expect(insertionIndex({ index: 4, zone: SECTIONS_ZONE }, 5)).toBe(5);
  });

  it('at the end of the page when no section is selected', () => {
    expect(insertionIndex(null, 5)).toBe(5);
    expect(insertionIndex(undefined, 0)).toBe(0);
  });

  it("at the end of the page when the selection is not one of the page's sections", () => {
    expect(insertionIndex({ index: 1, zone: 'section-3:items' }, 5)).toBe(5);
  });
});
