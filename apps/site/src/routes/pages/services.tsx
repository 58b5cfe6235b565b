// Lazy route module of /services (prerendered; its HTML preloads this chunk before hydrating).
export { ServicesPage as Component } from '@watni/screens/public';
