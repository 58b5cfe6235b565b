// Lazy route module of /about (prerendered; its HTML preloads this chunk before hydrating).
export { AboutPage as Component } from '@watni/screens/public';
