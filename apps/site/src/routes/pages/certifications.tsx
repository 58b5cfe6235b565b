// Lazy route module of /certifications (prerendered; its HTML preloads this chunk before hydrating).
export { CertificationsPage as Component } from '@watni/screens/public';
