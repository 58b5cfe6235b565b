// Code 128 barcodes of consumer numbers for the challan, drawn by bwip-js (a maintained barcode
// writer). A bank counter scans the consumer number instead of typing it; the digits are printed
// beside the bars as well, so a parent can type them into a bank app.
import bwipjs from 'bwip-js/node';

/** A PNG of `text` as Code 128, without the human-readable line (the challan prints it itself). */
export async function code128Png(text: string): Promise<Buffer> {
  if (!/^[\x20-\x7E]{1,40}$/.test(text)) throw new Error('code128Png: printable ASCII only');
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 9,
    includetext: false,
    paddingwidth: 0,
    paddingheight: 0,
    // Opaque white: no transparency mask for the PDF to carry, and clean bars on any paper.
    backgroundcolor: 'FFFFFF',
  });
}

/**
 * A PNG of `text` as a QR code (the verification address on a leaving or character
 * certificate): a phone's camera opens the public page that confirms it.
 */
export async function qrPng(text: string): Promise<Buffer> {
  if (!/^[\x20-\x7E]{1,300}$/.test(text)) throw new Error('qrPng: printable ASCII only');
  return bwipjs.toBuffer({
    bcid: 'qrcode',
    text,
    scale: 4,
    paddingwidth: 2,
    paddingheight: 2,
    backgroundcolor: 'FFFFFF',
  });
}
