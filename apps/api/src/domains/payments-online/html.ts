// The two small HTML pages the service itself serves for online payment: the sandbox provider's
// hosted checkout ("Pay" / "Cancel") and Easypaisa's intermediate "continue" step. No script
// (the CSP forbids inline scripts): plain forms with buttons; styles as attributes only.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../../http/html.js';

function hidden(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
}

const BUTTON =
  'font:inherit;font-size:1.05rem;line-height:inherit;padding:.8rem 1.4rem;border-radius:.5rem;border:2px solid #0f5132;cursor:pointer;min-inline-size:8rem;max-inline-size:100%;white-space:normal';

// Nastaliq first for Urdu, with the line room its tall letters need (a button's label included).
const URDU_TYPE =
  "font-family:'Noto Nastaliq Urdu','Noto Naskh Arabic',system-ui,sans-serif;line-height:2;";

function page(title: string, lang: 'en' | 'ur', body: string, stylesheet?: string | null): string {
  const link = stylesheet ? `\n<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : '';
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ur' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>${link}</head>
<body style="margin:0;${lang === 'ur' ? URDU_TYPE : 'font-family:system-ui,sans-serif;'}background:#f4f6f5;color:#1b1f1d">
<main style="max-inline-size:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;border:1px solid #c9d1cd">
${body}
</main></body></html>`;
}

interface SandboxPageText {
  title: string;
  notice: string;
  amount: string;
  reference: string;
  pay: string;
  cancel: string;
}

const SANDBOX_TEXT: Record<'en' | 'ur', SandboxPageText> = {
  en: {
    title: 'Watni sandbox checkout',
    notice: 'This is a test payment page. No real money moves.',
    amount: 'Amount',
    reference: 'For',
    pay: 'Pay',
    cancel: 'Cancel',
  },
  ur: {
    title: 'وطنی سینڈ باکس ادائیگی',
    notice: 'یہ آزمائشی ادائیگی کا صفحہ ہے۔ کوئی اصل رقم منتقل نہیں ہوتی۔',
    amount: 'رقم',
    reference: 'برائے',
    pay: 'ادائیگی کریں',
    cancel: 'منسوخ کریں',
  },
};

export function formatPkr(amount: number): string {
  return `PKR ${amount.toLocaleString('en-PK')}`;
}

const urduStylesheets = new Map<string, string | null>();

/**
 * The site's own Urdu font stylesheet (`/assets/urduFont-<hash>.css`, the Nastaliq @font-face the
 * site loads for Urdu), or null without a built site: a phone rarely has Nastaliq installed, and
 * without it some Urdu letters show as empty boxes. Looked up once per folder.
 */
export function urduFontStylesheet(siteDist: string): string | null {
  let sheet = urduStylesheets.get(siteDist);
  if (sheet === undefined) {
    try {
      const file = readdirSync(join(siteDist, 'assets')).find((f) =>
        /^urduFont-[\w-]+\.css$/.test(f),
      );
      sheet = file ? `/assets/${file}` : null;
    } catch {
      sheet = null;
    }
    urduStylesheets.set(siteDist, sheet);
  }
  return sheet;
}

export function sandboxCheckoutPage(
  fields: Record<string, string>,
  decideAction: string,
  lang: 'en' | 'ur',
  urduFont: string | null = null,
): string {
  const text = SANDBOX_TEXT[lang];
  const amount = formatPkr(Number(fields.amount));
  return page(
    text.title,
    lang,
    `<h1 style="font-size:1.4rem;margin-block:0 .5rem">${escapeHtml(text.title)}</h1>
<p style="margin-block:0 1rem;color:#5a3d00;background:#fff4d6;padding:.5rem .75rem;border-radius:.4rem">${escapeHtml(text.notice)}</p>
<dl style="margin:0 0 1.25rem">
<dt style="font-weight:600">${escapeHtml(text.amount)}</dt><dd style="margin:0 0 .5rem;font-size:1.5rem" dir="ltr">${escapeHtml(amount)}</dd>
<dt style="font-weight:600">${escapeHtml(text.reference)}</dt><dd style="margin:0"><bdi>${escapeHtml(fields.description ?? '')}</bdi> (<bdi dir="ltr">${escapeHtml(fields.bill_reference ?? '')}</bdi>)</dd>
</dl>
<div style="display:flex;gap:.75rem;flex-wrap:wrap">
<form method="post" action="${escapeHtml(decideAction)}">${hidden(fields)}
<input type="hidden" name="decision" value="paid">
<button type="submit" style="${BUTTON};background:#0f5132;color:#fff">${escapeHtml(text.pay)}</button></form>
<form method="post" action="${escapeHtml(decideAction)}">${hidden(fields)}
<input type="hidden" name="decision" value="cancelled">
<button type="submit" style="${BUTTON};background:#fff;color:#0f5132">${escapeHtml(text.cancel)}</button></form>
</div>`,
    lang === 'ur' ? urduFont : null,
  );
}

export function easypaisaContinuePage(action: string, fields: Record<string, string>): string {
  return page(
    'Easypaisa',
    'en',
    `<h1 style="font-size:1.3rem;margin-block:0 1rem">Easypaisa</h1>
<p>Continue to Easypaisa to confirm the payment. / ادائیگی کی تصدیق کے لیے ایزی پیسہ پر جائیں۔</p>
<form method="post" action="${escapeHtml(action)}">${hidden(fields)}
<button type="submit" style="${BUTTON};background:#0f5132;color:#fff">Continue / جاری رکھیں</button></form>`,
  );
}
