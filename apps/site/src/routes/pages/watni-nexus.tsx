// Lazy route module of /watni-nexus (prerendered; its HTML preloads this chunk before hydrating).
export { WatniNexusPage as Component } from '@watni/screens/public';
