// Lazy route module of / (prerendered; its HTML preloads this chunk before hydrating).
export { HomePage as Component } from '@watni/screens/public';
