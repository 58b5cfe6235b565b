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
  // Payment and messaging services, and the pension institution, by their own names (issue 14)
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
