import DOMPurify from 'dompurify';

/**
 * The lesson's HTML sanitized again in the browser (the service already sanitizes it): no
 * scripts, event handlers or frames; links to other sites open in a new tab without opener.
 */
export function sanitizeLessonHtml(html: string): string {
  if (typeof window === 'undefined') return '';
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const anchor of template.content.querySelectorAll('a[href^="http"]')) {
    anchor.setAttribute('target', '_blank');
    anchor.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}
