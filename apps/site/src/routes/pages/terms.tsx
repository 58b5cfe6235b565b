// Lazy route module of /terms (its long text stays out of the other pages' bundle).
export { TermsPage as Component } from '@watni/screens/public';
