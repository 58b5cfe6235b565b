/**
 * The one-time code of an LMS launch page (`#code=…`), taken from the address and wiped from it
 * and from the history entry, so neither a shared screenshot nor the back button replays it.
 */
export function codeFromFragment(): string {
  const code = new URLSearchParams(window.location.hash.slice(1)).get('code') ?? '';
  if (window.location.hash) {
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}`,
    );
  }
  return /^[A-Za-z0-9_-]{16,200}$/.test(code) ? code : '';
}
