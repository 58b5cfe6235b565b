import { describe, expect, it } from 'vitest';
import { classes, years } from '../fixtures';
import {
  defaultTargetSection,
  defaultTargetYear,
  nextClass,
  promotionRequest,
} from './promotionPlan';

describe('promotion plan', () => {
  it('moves a section to the same-named section of the next class', () => {
    // Class 1 B (id 8) goes to Class 2 B (id 10); the last class has no next one.
    expect(nextClass(classes, 4)?.name).toBe('Class 2');
    expect(defaultTargetSection(classes, 8)?.id).toBe(10);
    expect(defaultTargetSection(classes, 9)).toBeUndefined();
    expect(defaultTargetSection(classes, 999)).toBeUndefined();
  });

  it('offers the year after the current one', () => {
    const next = {
      ...years[0],
      id: 3,
      name: '2027-28',
      starts_on: '2027-04-01',
      ends_on: '2028-03-31',
      is_current: false,
    } as (typeof years)[number];
    expect(defaultTargetYear([...years, next])?.id).toBe(3);
    expect(defaultTargetYear(years)).toBeUndefined();
  });

  it('sends only the exceptions', () => {
    expect(promotionRequest(7, 3, 9, { 1: 'promote', 2: 'repeat', 3: 'left' })).toEqual({
      from_section_id: 7,
      to_year_id: 3,
      to_section_id: 9,
      exceptions: [
        { student_id: 2, action: 'repeat' },
        { student_id: 3, action: 'left' },
      ],
    });
    expect(promotionRequest(7, 3, 9, { 1: 'promote' })).not.toHaveProperty('exceptions');
  });
});
