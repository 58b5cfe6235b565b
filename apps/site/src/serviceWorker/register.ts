// Registers the service worker (dist/sw.js, written by the build) once the page has loaded, so it
// never competes with the first paint on a slow phone. Only in a built site: the dev server has
// no sw.js, and a worker there would serve stale modules.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No worker (private mode, blocked): the site works online as before.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
