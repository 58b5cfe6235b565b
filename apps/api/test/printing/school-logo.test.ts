// The school's logo: uploaded in settings as PNG or JPEG, checked by its first bytes and its
// header's size before it is decoded, stored re-encoded (no trailing bytes or metadata kept),
// and printed on the voucher (an image on the page) instead of nothing.
import { crc32 } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectStatus, IQBAL_ADMIN, IQBAL_TEACHER } from '../learning/helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;

function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < image.data.length; i += 4) {
    image.data[i] = 15;
    image.data[i + 1] = 118;
    image.data[i + 2] = 110;
    image.data[i + 3] = 255;
  }
  return PNG.sync.write(image);
}

function jpg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4, 200);
  return jpeg.encode({ width, height, data }, 80).data;
}

/** The PNG with a tEXt chunk after its header (PNG spec, 11.3.4.3). */
function withTextChunk(image: Buffer, keyword: string, text: string): Buffer {
  const data = Buffer.from(`${keyword}\0${text}`, 'latin1');
  const type = Buffer.from('tEXt', 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const afterHeader = 8 + 25; // signature, IHDR (length, type, 13 bytes, CRC)
  return Buffer.concat([
    image.subarray(0, afterHeader),
    length,
    type,
    data,
    crc,
    image.subarray(afterHeader),
  ]);
}

const upload = (who: string, content_type: string, bytes: Buffer) =>
  call(who, 'PUT', '/tenant-settings/logo', {
    content_type,
    data_base64: bytes.toString('base64'),
  });

const imagesOn = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;

beforeAll(async () => {
  t = await createTestApp({}, { queue: { work: false } });
  call = caller(t);
});
afterAll(() => t.close());

describe("the school's logo", () => {
  it('is stored re-encoded and printed on the voucher', async () => {
    const voucher = (await call(IQBAL_ADMIN, 'GET', '/fees/vouchers?limit=1')).json().items[0];
    const before = (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${voucher.id}/pdf`)).rawPayload;
    expect((await call(IQBAL_ADMIN, 'GET', '/tenant-settings/logo')).json()).toEqual({
      logo: null,
    });

    // A PNG with a text chunk (metadata): what is kept is the decoded image written again.
    const file = withTextChunk(png(120, 80), 'Comment', '<script>trailing</script>');
    const saved = await upload(IQBAL_ADMIN, 'image/png', file);
    expectStatus(saved, 200);
    const logo = saved.json().logo;
    expect(logo).toMatchObject({ content_type: 'image/png', width: 120, height: 80 });
    const stored = Buffer.from(logo.data_base64, 'base64');
    expect(stored.includes(Buffer.from('trailing'))).toBe(false);
    expect(PNG.sync.read(stored).width).toBe(120);

    const after = (await call(IQBAL_ADMIN, 'GET', `/fees/vouchers/${voucher.id}/pdf`)).rawPayload;
    // The logo (with its alpha channel as a soft mask) is on the page; before, no image but bars.
    expect(imagesOn(after)).toBeGreaterThan(imagesOn(before));

    expectStatus(await upload(IQBAL_ADMIN, 'image/jpeg', jpg(64, 64)), 200);
    expectStatus(await call(IQBAL_ADMIN, 'DELETE', '/tenant-settings/logo'), 204);
    expect((await call(IQBAL_ADMIN, 'GET', '/tenant-settings/logo')).json()).toEqual({
      logo: null,
    });
  });

  it('refuses what is not a PNG or JPEG of the allowed size, with a reason', async () => {
    expectStatus(
      await upload(IQBAL_ADMIN, 'image/png', Buffer.from('GIF89a not a png at all')),
      422,
      'The logo must be a PNG or JPEG image.',
    );
    expectStatus(
      await upload(IQBAL_ADMIN, 'image/png', jpg(64, 64)),
      422,
      'The file is not the image type it says it is; choose a PNG or JPEG file.',
    );
    expectStatus(
      await upload(IQBAL_ADMIN, 'image/png', png(16, 16)),
      422,
      'The logo is too small: at least 32 pixels a side.',
    );
    // A header that claims 50,000 × 50,000 pixels is refused before anything is decoded.
    const bomb = png(40, 40);
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    expectStatus(
      await upload(IQBAL_ADMIN, 'image/png', bomb),
      422,
      'The logo is too large: at most 2,000 pixels a side and 2 megapixels.',
    );
    // Bytes after the image's end (a file that is also something else) are refused.
    expectStatus(
      await upload(IQBAL_ADMIN, 'image/png', Buffer.concat([png(64, 64), Buffer.from('<html>')])),
      422,
      'The logo image is damaged or incomplete and could not be read.',
    );
    const cut = png(64, 64);
    expectStatus(
      await upload(IQBAL_ADMIN, 'image/png', cut.subarray(0, cut.length - 20)),
      422,
      'The logo image is damaged or incomplete and could not be read.',
    );
    expectStatus(await upload(IQBAL_TEACHER, 'image/png', png(64, 64)), 403);
    expect((await call(IQBAL_ADMIN, 'GET', '/tenant-settings/logo')).json()).toEqual({
      logo: null,
    });
  });
});
