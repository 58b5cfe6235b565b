/// <reference types="vite/client" />

/** Base URL of the public site (env SITE_URL at build time, default https://watni.pk). */
declare const __SITE_URL__: string;
/** The year of the build, for the copyright line (the same in prerendered HTML and the client). */
declare const __BUILD_YEAR__: number;
