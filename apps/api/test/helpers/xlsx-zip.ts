// Hand-made XLSX files for the hostile-spreadsheet tests: a minimal workbook (the five parts
// exceljs needs) zipped here, so a test can put anything in the sheet (200,000 rows, hundreds
// of MB of padding) and even lie about the inflated size in the zip's directory.
import { crc32, deflateRawSync } from 'node:zlib';

interface ZipEntry {
  name: string;
  /** The entry's content as parts (so a huge one need not be one string). */
  parts: Buffer[];
  /** What the directory claims the entry inflates to; the truth unless a test lies. */
  declaredSize?: number;
}

function deflateParts(parts: Buffer[]): { data: Buffer; crc: number; size: number } {
  let crc = 0;
  let size = 0;
  for (const part of parts) {
    crc = crc32(part, crc);
    size += part.length;
  }
  // Repeated parts are the same Buffer: deflate sees one long run and compresses it ~1000:1.
  return { data: deflateRawSync(Buffer.concat(parts), { level: 9 }), crc, size };
}

export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { data, crc, size } = deflateParts(entry.parts);
    const declared = entry.declaredSize ?? size;
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Students" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** One `<row>` of inline-string cells. */
export function sheetRow(rowNumber: number, cells: string[]): string {
  const columns = cells.map((cell, i) => {
    const ref = `${String.fromCharCode(65 + i)}${rowNumber}`;
    return `<c r="${ref}" t="inlineStr"><is><t>${xmlText(cell)}</t></is></c>`;
  });
  return `<row r="${rowNumber}">${columns.join('')}</row>`;
}

/** A workbook whose only sheet is `sheetParts` between the worksheet's opening and closing. */
export function xlsxWith(sheetParts: Buffer[], declaredSheetSize?: number): Buffer {
  const open = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  );
  const close = Buffer.from('</sheetData></worksheet>');
  return zip([
    { name: '[Content_Types].xml', parts: [Buffer.from(CONTENT_TYPES)] },
    { name: '_rels/.rels', parts: [Buffer.from(RELS)] },
    { name: 'xl/workbook.xml', parts: [Buffer.from(WORKBOOK)] },
    { name: 'xl/_rels/workbook.xml.rels', parts: [Buffer.from(WORKBOOK_RELS)] },
    {
      name: 'xl/worksheets/sheet1.xml',
      parts: [open, ...sheetParts, close],
      ...(declaredSheetSize !== undefined ? { declaredSize: declaredSheetSize } : {}),
    },
  ]);
}
