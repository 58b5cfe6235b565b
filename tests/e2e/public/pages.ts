// The public routes with the headline each must render (spec section 2 wording).

export interface PublicPage {
  path: string;
  headline: string;
}

export const publicPages: readonly PublicPage[] = [
  { path: '/', headline: 'Technology that works for Pakistan' },
  { path: '/watni-nexus', headline: 'One cloud suite for your school, clinic or shop' },
  { path: '/services', headline: 'Technology services that solve real problems' },
  { path: '/products', headline: 'Smart hardware, built for Pakistani conditions' },
  { path: '/products/dehydrator', headline: 'Smart Food Dehydrator' },
  { path: '/certifications', headline: 'Learn the skills Pakistan’s employers are hiring for' },
  { path: '/pricing', headline: 'Affordable Pricing for Pakistan' },
  { path: '/about', headline: 'Technology made here, for here' },
  { path: '/contact', headline: 'Talk to Watni' },
  { path: '/terms', headline: 'Terms of Service' },
  { path: '/privacy', headline: 'Privacy Policy' },
];

/** Decodes the few entities React writes into text, so raw HTML can be searched for a sentence. */
export function htmlText(html: string): string {
  return html
    .replace(/<!--.*?-->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
