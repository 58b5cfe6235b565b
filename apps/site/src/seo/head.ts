// The <head> of a page: title, description, canonical URL and Open Graph / Twitter tags.
// Used by the prerenderer (as HTML) and by the shell after client-side navigation (as DOM updates).

interface HeadInput {
  title: string;
  description: string;
  /** Path of the page ('/pricing'); omitted for pages without a canonical URL (404, app shell). */
  path?: string;
  siteUrl: string;
  /** Extra tags such as JSON-LD, already serialised. */
  extra?: string;
  noindex?: boolean;
  /** The page's language (og:locale); English when omitted. */
  locale?: 'en' | 'ur';
  /** The page in every language (hreflang links; the English one is also x-default). */
  alternates?: { locale: 'en' | 'ur'; path: string }[];
}

const ogLocales = { en: 'en_PK', ur: 'ur_PK' } as const;

const siteName = 'Watni';
const ogImagePath = '/og-image.png';

/** Absolute URL of a path on the site, without a trailing slash except for the home page. */
function canonicalUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  const clean = path === '/' ? '/' : path.replace(/\/+$/, '');
  return `${base}${clean}`;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The head tags as HTML, for the prerendered files. */
export function headHtml(input: HeadInput): string {
  const e = escapeHtml;
  const image = canonicalUrl(input.siteUrl, ogImagePath);
  const tags = [
    `<title>${e(input.title)}</title>`,
    `<meta name="description" content="${e(input.description)}" />`,
  ];
  if (input.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (input.path !== undefined) {
    const url = canonicalUrl(input.siteUrl, input.path);
    tags.push(
      `<link rel="canonical" href="${e(url)}" />`,
      `<meta property="og:url" content="${e(url)}" />`,
    );
  }
  for (const alternate of input.alternates ?? []) {
    const href = e(canonicalUrl(input.siteUrl, alternate.path));
    tags.push(`<link rel="alternate" hreflang="${alternate.locale}" href="${href}" />`);
    if (alternate.locale === 'en')
      tags.push(`<link rel="alternate" hreflang="x-default" href="${href}" />`);
  }
  tags.push(
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${siteName}" />`,
    `<meta property="og:locale" content="${ogLocales[input.locale ?? 'en']}" />`,
    `<meta property="og:title" content="${e(input.title)}" />`,
    `<meta property="og:description" content="${e(input.description)}" />`,
    `<meta property="og:image" content="${e(image)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${e(input.title)}" />`,
    `<meta name="twitter:description" content="${e(input.description)}" />`,
  );
  if (input.extra) tags.push(input.extra);
  return tags.join('\n    ');
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Updates the document head after a client-side navigation. */
export function applyHead(input: HeadInput): void {
  document.title = input.title;
  setMeta('name', 'description', input.description);
  setMeta('property', 'og:title', input.title);
  setMeta('property', 'og:description', input.description);
  setMeta('name', 'twitter:title', input.title);
  setMeta('name', 'twitter:description', input.description);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (input.path === undefined) {
    canonical?.remove();
    return;
  }
  const url = canonicalUrl(input.siteUrl, input.path);
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = url;
  setMeta('property', 'og:url', url);
}

/** Organization structured data for the home page (schema.org JSON-LD). */
export function organizationJsonLd(siteUrl: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Watni',
    legalName: 'Watni (Private) Limited',
    url: canonicalUrl(siteUrl, '/'),
    logo: canonicalUrl(siteUrl, '/favicon.svg'),
    email: 'info@watni.pk',
    telephone: '+92-42-3578-1200',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '45-B Main Boulevard, Gulberg III',
      addressLocality: 'Lahore',
      postalCode: '54660',
      addressCountry: 'PK',
    },
  };
  // `<` escaped so the JSON can never close the script element.
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
