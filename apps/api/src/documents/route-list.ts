// A transport route's list for the driver and the office, in English or Urdu: A4 portrait, the
// school's name (and logo when uploaded), the route, its vehicle and driver, the stops in order
// with their pickup times (Pakistan time), then every student riding with class and section,
// stop and the primary guardian's mobile. Urdu pages read right to left (columns mirrored);
// Urdu and Latin never share a cell (the Nastaliq face has no Latin letters or digits).
import {
  below,
  createDocument,
  type DocumentLanguage,
  type DocumentOptions,
  drawLogo,
  finish,
  isArabicScript,
  line,
  type Pdf,
  rowTops,
  tableColumns,
} from './pdf.js';

interface RouteListStop {
  stop_order: number;
  name: string;
  pickup_time: string | null;
  riders: number;
}

interface RouteListRider {
  student_name: string;
  admission_no: string;
  class_section: string | null;
  stop_name: string;
  guardian_mobile: string | null;
}

interface RouteListFacts {
  school_name: string;
  route_name: string;
  vehicle_no: string;
  driver_name: string;
  /** As stored, `+923001234567`; printed the way Pakistanis write it. */
  driver_mobile: string;
  capacity: number;
  stops: RouteListStop[];
  riders: RouteListRider[];
}

const WORDING = {
  en: {
    title: 'Route list',
    vehicle: 'Vehicle',
    driver: 'Driver',
    driverMobile: 'Driver’s mobile',
    seats: 'Seats',
    stopsHeading: 'Stops and pickup times',
    order: 'No.',
    stop: 'Stop',
    pickup: 'Pickup time',
    riders: 'Students',
    studentsHeading: 'Students on this route',
    student: 'Student',
    classSection: 'Class',
    guardianMobile: 'Guardian’s mobile',
    none: '—',
    noStops: 'No stops yet.',
    noStudents: 'No students ride this route yet.',
  },
  ur: {
    title: 'روٹ کی فہرست',
    vehicle: 'گاڑی',
    driver: 'ڈرائیور',
    driverMobile: 'ڈرائیور کا موبائل',
    seats: 'نشستیں',
    stopsHeading: 'اسٹاپ اور آنے کے اوقات',
    order: 'ترتیب',
    stop: 'اسٹاپ',
    pickup: 'آنے کا وقت',
    riders: 'طلبہ',
    studentsHeading: 'اس روٹ کے طلبہ',
    student: 'طالب علم',
    classSection: 'جماعت',
    guardianMobile: 'سرپرست کا موبائل',
    none: '—',
    noStops: 'ابھی کوئی اسٹاپ نہیں۔',
    noStudents: 'ابھی اس روٹ پر کوئی طالب علم نہیں۔',
  },
} as const;

const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#0f766e';
const RULE = '#d1d5db';

/** `+923001234567` → `0300 1234567`; anything else as stored. */
const printedMobile = (mobile: string): string =>
  /^\+92\d{10}$/.test(mobile) ? `0${mobile.slice(3, 6)} ${mobile.slice(6)}` : mobile;

/** Urdu text in the regular Nastaliq face (the bold face costs a second per document). */
function put(doc: Pdf, text: string, y: number, options: Parameters<typeof line>[3]): void {
  line(doc, text, y, { ...options, bold: options.bold === true && !isArabicScript(text) });
}

interface Table {
  headers: readonly string[];
  /** Fractions of the inner width, in the English reading order. */
  widths: readonly number[];
  /** Which column's text runs from the reading edge (the others are centred). */
  lead: readonly boolean[];
  rows: string[][];
}

function table(doc: Pdf, spec: Table, y0: number, urdu: boolean): number {
  const left = 48;
  const inner = doc.page.width - 96;
  const col = tableColumns(spec.widths, left, inner, urdu);
  const align = (i: number) =>
    spec.lead[i] ? (urdu ? ('right' as const) : ('left' as const)) : ('centre' as const);
  const rowHeight = urdu ? 32 : 22;
  const header = (y: number) => {
    doc.rect(left, y - 4, inner, rowHeight).fill('#ecfdf5');
    const tops = rowTops(spec.headers, 10, y - 4, rowHeight);
    spec.headers.forEach((text, i) => {
      put(doc, text, tops[i]!, {
        size: 10,
        bold: true,
        color: ACCENT,
        ...col(i),
        align: align(i),
      });
    });
    return y + rowHeight;
  };
  let y = header(y0);
  for (const cells of spec.rows) {
    if (y > doc.page.height - 70) {
      doc.addPage({ size: 'A4', margin: 0 });
      y = header(48);
    }
    const tops = rowTops(cells, 10, y - 4, rowHeight);
    cells.forEach((text, i) => {
      put(doc, text, tops[i]!, {
        size: 10,
        color: INK,
        ...col(i),
        align: align(i),
      });
    });
    y += rowHeight;
    doc
      .moveTo(left, y - 5)
      .lineTo(left + inner, y - 5)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }
  return y;
}

function heading(doc: Pdf, text: string, y: number, urdu: boolean): number {
  if (y > doc.page.height - 140) {
    doc.addPage({ size: 'A4', margin: 0 });
    y = 48;
  }
  put(doc, text, y, {
    size: 13,
    bold: true,
    color: ACCENT,
    x: 48,
    width: doc.page.width - 96,
    align: urdu ? 'right' : 'left',
  });
  return y + (urdu ? 40 : 24);
}

function page(doc: Pdf, facts: RouteListFacts, language: DocumentLanguage, logo: Buffer | null) {
  const t = WORDING[language];
  const urdu = language === 'ur';
  const { width } = doc.page;
  const inner = width - 96;
  if (logo) drawLogo(doc, logo, urdu ? width - 104 : 48, 40, 56, 56);

  put(doc, facts.school_name, isArabicScript(facts.school_name) ? 28 : 44, {
    size: 18,
    bold: true,
    color: INK,
    x: 120,
    width: width - 240,
  });
  const title = { text: t.title, size: 15, y: urdu ? 70 : 68 };
  put(doc, title.text, title.y, {
    size: title.size,
    bold: true,
    color: ACCENT,
    x: 120,
    width: width - 240,
  });
  const route = {
    text: facts.route_name,
    size: 13,
    y: urdu ? below(title, facts.route_name, 13, 4) : 90,
  };
  put(doc, route.text, route.y, { size: 13, bold: true, color: INK, x: 120, width: width - 240 });

  // The vehicle and driver: each label beside its value, labels on the reading side.
  let y = route.y + (urdu ? 44 : 34);
  const pairs: [string, string][] = [
    [t.vehicle, facts.vehicle_no],
    [t.driver, facts.driver_name],
    [t.driverMobile, printedMobile(facts.driver_mobile)],
    [t.seats, `${facts.riders.length} / ${facts.capacity}`],
  ];
  const labelWidth = 130;
  for (const [label, value] of pairs) {
    const [labelY, valueY] = rowTops([label, value], 11, y - 4, urdu ? 28 : 18);
    put(doc, label, labelY!, {
      size: 11,
      color: MUTED,
      x: urdu ? 48 + inner - labelWidth : 48,
      width: labelWidth,
      align: urdu ? 'right' : 'left',
    });
    put(doc, value, valueY!, {
      size: 11,
      bold: true,
      color: INK,
      x: urdu ? 48 : 48 + labelWidth + 8,
      width: inner - labelWidth - 8,
      align: urdu ? 'right' : 'left',
    });
    y += urdu ? 28 : 18;
  }
  y += 14;

  y = heading(doc, t.stopsHeading, y, urdu);
  if (facts.stops.length === 0) {
    put(doc, t.noStops, y, { size: 10, color: MUTED, x: 48, width: inner, align: 'start' });
    y += urdu ? 30 : 18;
  } else {
    y = table(
      doc,
      {
        headers: [t.order, t.stop, t.pickup, t.riders],
        widths: [0.12, 0.48, 0.22, 0.18],
        lead: [false, true, false, false],
        rows: facts.stops.map((s) => [
          String(s.stop_order),
          s.name,
          s.pickup_time ?? t.none,
          String(s.riders),
        ]),
      },
      y,
      urdu,
    );
  }
  y += 20;

  y = heading(doc, t.studentsHeading, y, urdu);
  if (facts.riders.length === 0) {
    put(doc, t.noStudents, y, { size: 10, color: MUTED, x: 48, width: inner, align: 'start' });
    return;
  }
  table(
    doc,
    {
      headers: ['#', t.student, t.classSection, t.stop, t.guardianMobile],
      widths: [0.06, 0.32, 0.18, 0.24, 0.2],
      lead: [false, true, false, true, false],
      rows: facts.riders.map((r, i) => [
        String(i + 1),
        `${r.student_name} (${r.admission_no})`,
        r.class_section ?? t.none,
        r.stop_name,
        r.guardian_mobile ? printedMobile(r.guardian_mobile) : t.none,
      ]),
    },
    y,
    urdu,
  );
}

/** One route's list in one PDF, ready to print for the driver. */
export async function renderRouteListPdf(
  facts: RouteListFacts,
  language: DocumentLanguage,
  options: DocumentOptions = {},
): Promise<Buffer> {
  const doc = createDocument({
    title: `${WORDING[language].title} — ${facts.route_name}`,
    language,
  });
  page(doc, facts, language, options.logo ?? null);
  return finish(doc);
}
