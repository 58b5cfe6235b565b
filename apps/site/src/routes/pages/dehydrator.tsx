// Lazy route module of /products/dehydrator (prerendered; its HTML preloads this chunk before hydrating).
export { DehydratorPage as Component } from '@watni/screens/public';
