// For the catalogue tests of every package (pure TypeScript, no CSS: runs in Node).
export { type CatalogueProblem, compareCatalogues, englishWords } from './check';
export { uiLabelsEn } from './labels.en';
export { default as uiLabelsUr } from './labels.ur';
