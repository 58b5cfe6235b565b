// Names the page and the service worker (apps/site/src/serviceWorker) share. No imports: the
// service worker bundle takes this file alone.

/** Set by the service worker on an answer taken from its cache: the copy's HTTP Date. */
export const OFFLINE_COPY_HEADER = 'x-watni-offline-copy';
/** The Cache Storage cache of API reads (the service worker writes it; sign-out deletes it). */
export const API_CACHE_NAME = 'watni-api-v1';
