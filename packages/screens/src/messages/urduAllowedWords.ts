// Latin-script words an Urdu page may keep: brand and product names, technical names and units a
// Pakistani reader knows in English, and legal names. Anything else in Latin letters on an Urdu
// page is English left behind (the catalogue test and the prerender check refuse it).
export const urduAllowedWords: ReadonlySet<string> = new Set([
  // Brand, company, products
  'Watni',
  'Nexus',
  'Private',
  'Limited',
  // Currencies and units
  'PKR',
  'USD',
  'GB',
  'kg',
  'cm',
  'kW',
  'Hz',
  'GHz',
  'PM2.5',
  'PM10',
  // Technical names
  'AI',
  'API',
  'APIs',
  'STEM',
  'PLC',
  'SCADA',
  'IoT',
  'CCTV',
  'UPS',
  'SMS',
  'SLA',
  'IP',
  'PECA',
  'Wi-Fi',
  'HTML',
  'CSS',
  'JavaScript',
  'TypeScript',
  'React',
  'Node.js',
  'PostgreSQL',
  'Python',
  'Git',
  'PayPal',
  'III',
  // Key names (the notifications region's shortcut)
  'F8',
]);
