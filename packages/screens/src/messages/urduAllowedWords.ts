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
  // Banking: the IBAN and the example a form shows (PK36 SCBL 0000 …)
  'IBAN',
  'PK36',
  'SCBL',
  // Technical names
  // File types and sizes the logo upload and the print downloads name (as the file chooser does)
  'PNG',
  'JPEG',
  'ZIP',
  'KiB',
  'YYYY-MM',
  'AI',
  'API',
  'APIs',
  // The rostering standard and its technical words (the OneRoster settings screen): a school's
  // IT staff meet them in English in every tool that reads OneRoster.
  'OneRoster',
  // LTI 1.3 (school settings): the standard's and the LMSs' names, and the key set's acronym
  'LTI',
  'LMS',
  'Moodle',
  'Canvas',
  'JWKS',
  'REST',
  'MiB',
  'ID',
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
  // Payment and messaging services, and the pension institution, by their own names
  'JazzCash',
  'Easypaisa',
  'WhatsApp',
  'EOBI',
  // The language switch names the other language in itself ('English' on an Urdu page)
  'English',
  'III',
  // File formats, links and services a Pakistani teacher knows by these names (signed-in screens)
  'CSV',
  'XLSX',
  'Excel',
  'MB',
  'PDF',
  'URL',
  'http',
  'https',
  'YouTube',
  'Vimeo',
  // Data quoted in hints: a page address and a sample invitation code
  'parent-invite',
  'K7Q2M-9XPMH',
  // Key names (the notifications region's shortcut)
  'F8',
]);
