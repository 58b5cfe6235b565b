// Diary attachments are stored as this code wrote them: PNG and JPEG images decoded and encoded
// again (no EXIF with a phone's GPS position, no text chunks, nothing after the image), PDFs
// kept as sent once their magic bytes say PDF; anything else refused with a 422 and a detail.
// Demo school Iqbal: the demo teacher is class teacher of Class 5 A.
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInPakistan } from '../../src/domains/school/transaction.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectStatus, IQBAL_ADMIN, IQBAL_TEACHER } from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
const today = todayInPakistan();
let c5a: number;
let english5: number;
const SECRET = 'GPS 31.5204N 74.3587E';

const png = (width = 6, height = 4) => {
  const image = new PNG({ width, height });
  image.data.fill(0x80);
  return PNG.sync.write(image);
};
/** A PNG with a text chunk before IEND. */
const pngWithText = () => {
  const plain = png();
  const iend = plain.length - 12;
  const data = Buffer.from(`Comment\0${SECRET}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  // The CRC is not checked by decoders that skip ancillary chunks; pngjs checks it, so compute it.
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return Buffer.concat([plain.subarray(0, iend), chunk, plain.subarray(iend)]);
};
function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
/** A JPEG with an EXIF segment (APP1) right after the start marker. */
const jpegWithExif = () => {
  const data = Buffer.alloc(8 * 8 * 4, 0x60);
  const plain = jpeg.encode({ width: 8, height: 8, data }, 90).data;
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), Buffer.from(SECRET)]);
  const app1 = Buffer.alloc(4 + payload.length);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(payload.length + 2, 2);
  payload.copy(app1, 4);
  return Buffer.concat([plain.subarray(0, 2), app1, plain.subarray(2)]);
};
const pdf = Buffer.from('%PDF-1.4\n% worksheet\n%%EOF\n', 'latin1');

const post = (file_name: string, content_type: string, bytes: Buffer) =>
  call(IQBAL_TEACHER, 'POST', `/diary/sections/${c5a}/posts`, {
    subject_id: english5,
    day: today,
    body: `With ${file_name}.`,
    attachment: { file_name, content_type, data_base64: bytes.toString('base64') },
  });
const stored = async (postId: number) => {
  const res = await call(IQBAL_TEACHER, 'GET', `/diary/posts/${postId}/attachment`);
  expectStatus(res, 200);
  const body = res.json() as { content_type: string; byte_size: number; data_base64: string };
  return { ...body, bytes: Buffer.from(body.data_base64, 'base64') };
};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const classes = (await call(IQBAL_ADMIN, 'GET', '/school/classes/')).json().items as {
    name: string;
    sections: { id: number; name: string }[];
    subjects: { id: number; name: string }[];
  }[];
  const k5 = classes.find((c) => c.name === 'Class 5')!;
  c5a = k5.sections.find((s) => s.name === 'A')!.id;
  english5 = k5.subjects.find((s) => s.name !== 'Mathematics')!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('diary attachments', () => {
  it('stores a PNG encoded again: the same pixels, no text chunk', async () => {
    const sent = pngWithText();
    expect(sent.includes(SECRET)).toBe(true);
    const made = await post('board.png', 'image/png', sent);
    expectStatus(made, 201);
    const file = await stored(made.json().id);
    expect(file.content_type).toBe('image/png');
    expect(file.bytes.includes(SECRET)).toBe(false);
    expect(file.bytes.includes(Buffer.from('tEXt'))).toBe(false);
    const back = PNG.sync.read(file.bytes);
    expect([back.width, back.height]).toEqual([6, 4]);
    expect(back.data[0]).toBe(0x80);
    expect(file.byte_size).toBe(file.bytes.length);
  });

  it('stores a JPEG encoded again without its EXIF', async () => {
    const sent = jpegWithExif();
    expect(sent.includes(Buffer.from('Exif'))).toBe(true);
    const made = await post('photo.jpg', 'image/jpeg', sent);
    expectStatus(made, 201);
    const file = await stored(made.json().id);
    expect(file.content_type).toBe('image/jpeg');
    expect(file.bytes.includes(Buffer.from('Exif'))).toBe(false);
    expect(file.bytes.includes(SECRET)).toBe(false);
    const back = jpeg.decode(file.bytes);
    expect([back.width, back.height]).toEqual([8, 8]);
  });

  it('re-encodes an image sent with an edit too', async () => {
    const made = await post('worksheet.pdf', 'application/pdf', pdf);
    expectStatus(made, 201);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/diary/posts/${made.json().id}`,
      token: await t.tokenFor(IQBAL_TEACHER),
      payload: {
        attachment: {
          file_name: 'board.png',
          content_type: 'image/png',
          data_base64: pngWithText().toString('base64'),
        },
      },
    });
    expectStatus(res, 200);
    expect((await stored(made.json().id)).bytes.includes(SECRET)).toBe(false);
  });

  it('keeps a PDF as sent', async () => {
    const made = await post('worksheet.pdf', 'application/pdf', pdf);
    expectStatus(made, 201);
    expect((await stored(made.json().id)).bytes.equals(pdf)).toBe(true);
  });

  it('refuses what is not a PDF or image, damaged images and huge declared sizes (422 + detail)', async () => {
    expectStatus(
      await post('notes.pdf', 'application/pdf', Buffer.from('MZ\x90\x00 program', 'latin1')),
      422,
      'The attachment must be a PDF, PNG or JPEG file.',
    );
    expectStatus(
      await post('page.html', 'application/pdf', Buffer.from('<html><script>', 'latin1')),
      422,
      'The attachment must be a PDF, PNG or JPEG file.',
    );
    // A PNG cut short after its header.
    expectStatus(
      await post('cut.png', 'image/png', png().subarray(0, 40)),
      422,
      'The image is damaged or incomplete and could not be read.',
    );
    // Bytes hidden after the image's end (a PNG that is also a ZIP): refused, not stored.
    expectStatus(
      await post(
        'board.png',
        'image/png',
        Buffer.concat([png(), Buffer.from(`PK\x03\x04${SECRET}`)]),
      ),
      422,
      'The image is damaged or incomplete and could not be read.',
    );
    // A small file whose header declares 20,000 × 20,000 pixels: refused before decoding.
    const bomb = png();
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    expectStatus(
      await post('bomb.png', 'image/png', bomb),
      422,
      'The image is too large: at most 4,000 pixels a side and 4 megapixels.',
    );
    // A PNG declared as a JPEG.
    expectStatus(
      await post('board.jpg', 'image/jpeg', png()),
      422,
      'The file is not the type it says it is; choose a PDF, PNG or JPEG file.',
    );
    // A type outside the contract's list never reaches the check.
    const other = await post('notes.txt', 'text/plain', Buffer.from('hello'));
    expect([400, 415, 422]).toContain(other.statusCode);
    expect(other.json().detail).toBeTruthy();
  });
});
