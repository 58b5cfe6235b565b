// Lazy route module of /privacy (its long text stays out of the other pages' bundle).
export { PrivacyPage as Component } from '@watni/screens/public';
