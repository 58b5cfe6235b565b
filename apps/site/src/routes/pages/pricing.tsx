// Lazy route module of /pricing (prerendered; its HTML preloads this chunk before hydrating).
export { PricingPage as Component } from '@watni/screens/public';
