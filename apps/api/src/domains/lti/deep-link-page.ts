// The browser's way back to the platform after a Deep Linking pick. The site's policy lets a form
// post only to the site itself (form-action 'self'), so the picker posts its pick here and this
// page carries the signed LtiDeepLinkingResponse on to the platform's deep_link_return_url as
// `JWT` (Deep Linking 2.0 §4.4, a form POST). Only this answer's policy names the return URL's
// origin in form-action; its one inline script (sending the form at once) runs by nonce, and the
// button does the same without script.
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../deps.js';
import { escapeHtml } from '../../http/html.js';
import type { ApiLocale } from '../../http/i18n/requestLocale.js';
import { answerLtiDeepLink } from './deep-link.js';

const TEXT: Record<ApiLocale, { title: string; sending: string; button: string }> = {
  en: {
    title: 'Back to your LMS',
    sending: 'Adding the quiz to your course…',
    button: 'Continue to your LMS',
  },
  ur: {
    title: 'اپنے LMS پر واپسی',
    sending: 'کوئز آپ کے کورس میں شامل کیا جا رہا ہے…',
    button: 'اپنے LMS پر جائیں',
  },
};

interface DeepLinkReturnPage {
  html: string;
  /** This answer's own Content-Security-Policy (the site's would block the post). */
  policy: string;
}

export async function returnLtiDeepLink(
  deps: AppDeps,
  form: { code: string; quiz_id: string },
  locale: ApiLocale,
): Promise<DeepLinkReturnPage> {
  const { return_url, jwt } = await answerLtiDeepLink(deps, {
    code: form.code,
    quiz_id: Number(form.quiz_id),
  });
  const nonce = randomBytes(16).toString('base64');
  const text = TEXT[locale];
  const html = `<!doctype html>
<html lang="${locale}" dir="${locale === 'ur' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)}</title></head>
<body style="margin:0;font-family:system-ui,sans-serif;${locale === 'ur' ? 'line-height:2;' : ''}">
<main style="max-inline-size:28rem;margin:2rem auto;padding:1.5rem">
<h1 style="font-size:1.3rem">${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.sending)}</p>
<form id="return" method="post" action="${escapeHtml(return_url)}">
<input type="hidden" name="JWT" value="${escapeHtml(jwt)}">
<button type="submit" style="font:inherit;padding:.7rem 1.2rem">${escapeHtml(text.button)}</button>
</form>
</main>
<script nonce="${nonce}">document.getElementById('return').submit();</script>
</body></html>`;
  const policy = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    `form-action ${new URL(return_url).origin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return { html, policy };
}
