// Lazy route module of /contact (prerendered; its HTML preloads this chunk before hydrating).
export { ContactPage as Component } from '@watni/screens/public';
