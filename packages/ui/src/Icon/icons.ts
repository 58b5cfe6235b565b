/**
 * Inline SVG icon data (24x24 grid, 2px round strokes). Drawn for Watni; no icon font or CDN.
 * A string is a path; `c` is a circle [cx, cy, r]; `r` a rect [x, y, w, h, rx]; `d` a filled dot.
 */
export type IconShape =
  | string
  | { c: [number, number, number] }
  | { r: [number, number, number, number, number] }
  | { d: [number, number, number] };

export const iconData = {
  check: ['M20 6 9 17l-5-5'],
  x: ['M18 6 6 18', 'M6 6l12 12'],
  plus: ['M12 5v14', 'M5 12h14'],
  chevronDown: ['m6 9 6 6 6-6'],
  chevronUp: ['m18 15-6-6-6 6'],
  chevronLeft: ['m15 18-6-6 6-6'],
  chevronRight: ['m9 18 6-6-6-6'],
  arrowRight: ['M5 12h14', 'm12 5 7 7-7 7'],
  arrowUp: ['M12 19V5', 'm5 12 7-7 7 7'],
  arrowDown: ['M12 5v14', 'm19 12-7 7-7-7'],
  arrowUpDown: ['m7 15 5 5 5-5', 'm7 9 5-5 5 5'],
  trendUp: ['m3 17 6-6 4 4 8-8', 'M14 7h7v7'],
  trendDown: ['m3 7 6 6 4-4 8 8', 'M14 17h7v-7'],
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  bell: ['M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.94 1.94 0 0 0 3.4 0'],
  search: [{ c: [11, 11, 7] }, 'm20 20-3.5-3.5'],
  info: [{ c: [12, 12, 9] }, 'M12 16v-4', 'M12 8h.01'],
  alertCircle: [{ c: [12, 12, 9] }, 'M12 8v4', 'M12 16h.01'],
  alertTriangle: [
    'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
    'M12 9v4',
    'M12 17h.01',
  ],
  checkCircle: [{ c: [12, 12, 9] }, 'm8 12 3 3 5-6'],
  palette: [
    'M12 3a9 9 0 0 0 0 18c1 0 1.7-.8 1.7-1.7 0-.5-.2-.9-.5-1.2-.3-.3-.5-.7-.5-1.2 0-.9.8-1.7 1.7-1.7H16a5 5 0 0 0 5-5c0-4-4-7.2-9-7.2Z',
    { d: [7.5, 10.5, 1.2] },
    { d: [10.5, 7, 1.2] },
    { d: [15, 7.5, 1.2] },
  ],
  inbox: [
    'M22 12h-6l-2 3h-4l-2-3H2',
    'M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1Z',
  ],
  book: [
    'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14Z',
    'M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5',
  ],
  users: [
    { c: [9, 7, 4] },
    'M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2',
    'M16 3.1a4 4 0 0 1 0 7.8',
    'M21 21v-2a4 4 0 0 0-3-3.9',
  ],
  user: [{ c: [12, 8, 4] }, 'M4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1'],
  graduationCap: ['M22 10 12 5 2 10l10 5 10-5Z', 'M6 12v5c3 3 9 3 12 0v-5'],
  sliders: [
    'M4 21v-7',
    'M4 10V3',
    'M12 21v-9',
    'M12 8V3',
    'M20 21v-5',
    'M20 12V3',
    'M1 14h6',
    'M9 8h6',
    'M17 16h6',
  ],
  layers: ['m12 2 10 5-10 5L2 7l10-5Z', 'm2 17 10 5 10-5', 'm2 12 10 5 10-5'],
  creditCard: [{ r: [2, 5, 20, 14, 2] }, 'M2 10h20'],
  shield: ['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z'],
  bot: [{ r: [3, 11, 18, 10, 2] }, { c: [12, 5, 2] }, 'M12 7v4', 'M8 16h.01', 'M16 16h.01'],
  phone: [
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z',
  ],
  mail: [{ r: [2, 4, 20, 16, 2] }, 'm22 7-10 6L2 7'],
  mapPin: ['M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0Z', { c: [12, 10, 3] }],
  star: ['m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1L12 2Z'],
  sparkles: [
    'M12 3 13.9 8.1 19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9L12 3Z',
    'M19 16v4',
    'M17 18h4',
  ],
  edit: ['M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z'],
  trash: [
    'M3 6h18',
    'M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6',
    'M10 11v6',
    'M14 11v6',
    'M9 6V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2',
  ],
  externalLink: [
    'M15 3h6v6',
    'M10 14 21 3',
    'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
  ],
  clock: [{ c: [12, 12, 9] }, 'M12 7v5l3 2'],
  lightbulb: [
    'M9 18h6',
    'M10 22h4',
    'M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.3h6c0-1 .4-1.8 1-2.3A7 7 0 0 0 12 2Z',
  ],
  logOut: ['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'm16 17 5-5-5-5', 'M21 12H9'],
  home: ['m3 10 9-7 9 7v10a2 2 0 0 1-2 2h-4v-7H9v7H5a2 2 0 0 1-2-2V10Z'],
  barChart: ['M3 3v18h18', 'M8 17v-5', 'M13 17V8', 'M18 17v-8'],
  refresh: ['M21 12a9 9 0 1 1-2.6-6.4L21 8', 'M21 3v5h-5'],
  file: ['M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z', 'M14 2v6h6'],
  video: [{ r: [2, 6, 14, 12, 2] }, 'm22 8-6 4 6 4V8Z'],
  award: [{ c: [12, 8, 6] }, 'M15.5 13 17 22l-5-3-5 3 1.5-9'],
  shoppingBag: [
    'M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4Z',
    'M3 6h18',
    'M16 10a4 4 0 0 1-8 0',
  ],
  lock: [{ r: [4, 11, 16, 10, 2] }, 'M8 11V7a4 4 0 0 1 8 0v4'],
  building: [
    { r: [4, 2, 16, 20, 2] },
    'M9 22v-4h6v4',
    'M8 6h.01',
    'M16 6h.01',
    'M12 6h.01',
    'M8 10h.01',
    'M16 10h.01',
    'M12 10h.01',
    'M8 14h.01',
    'M16 14h.01',
    'M12 14h.01',
  ],
  heartPulse: [
    'M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z',
    'M3.2 12H9l.5-1 2 4.5 2-7 1.5 3.5h5.3',
  ],
  store: [
    'M3 9 4.5 3h15L21 9',
    'M3 9v11a1 1 0 0 0 1 1h16a1 1 0 0 0 1-1V9',
    'M3 9h18',
    'M9 21v-6h6v6',
  ],
  leaf: [
    'M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10Z',
    'M2 21c0-3 1.9-5.4 5.2-6',
  ],
  cpu: [
    { r: [4, 4, 16, 16, 2] },
    { r: [9, 9, 6, 6, 1] },
    'M9 1v3',
    'M15 1v3',
    'M9 20v3',
    'M15 20v3',
    'M20 9h3',
    'M20 14h3',
    'M1 9h3',
    'M1 14h3',
  ],
} satisfies Record<string, readonly IconShape[]>;

export type IconName = keyof typeof iconData;

/** Icons that point along the reading direction and mirror in right-to-left layouts. */
export const directionalIcons: ReadonlySet<IconName> = new Set<IconName>([
  'chevronLeft',
  'chevronRight',
  'arrowRight',
  'logOut',
  'trendUp',
  'trendDown',
]);
