// The classes offered to a new school (spec: Playgroup, Nursery, Prep, Class 1 … Class 10),
// each with sections A and B.
export const DEFAULT_CLASSES: readonly string[] = [
  'Playgroup',
  'Nursery',
  'Prep',
  ...Array.from({ length: 10 }, (_, i) => `Class ${i + 1}`),
];
export const DEFAULT_SECTIONS: readonly string[] = ['A', 'B'];
