// Lazy route module of /products (prerendered; its HTML preloads this chunk before hydrating).
export { ProductsPage as Component } from '@watni/screens/public';
