// Which lesson video addresses can be played, and how: the one rule the service (lesson
// validation) and the site (lesson form, lesson player) share. Pure: no DOM, no dependencies.
//
// Accepted: YouTube (watch, youtu.be, shorts, live, embed), Vimeo (page, unlisted page, player)
// and a direct video file (.mp4, .webm, .ogg/.ogv) over https. Everything else (a Google Drive or
// Dropbox link, a web page, an http file) is refused with VIDEO_URL_DETAIL: those pages cannot be
// embedded (they refuse framing, or the site's Content-Security-Policy does), so learners would see
// a broken player.

export type VideoSource =
  | { kind: 'youtube'; id: string; embedUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string }
  | { kind: 'file'; url: string; mimeType: 'video/mp4' | 'video/webm' | 'video/ogg' };

/** The `detail` of a refused video address (the service's 422; the form shows its own words). */
export const VIDEO_URL_DETAIL =
  'This video link cannot be played in the lesson. Use a YouTube or Vimeo link, or a direct https link to an .mp4, .webm or .ogg file (Google Drive and other file-sharing pages cannot be embedded).';

/** The hosts the player frames, for the Content-Security-Policy `frame-src`. */
export const VIDEO_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const FILE_TYPES: Record<string, 'video/mp4' | 'video/webm' | 'video/ogg'> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
  ogv: 'video/ogg',
};

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/** A YouTube start time (`t=90`, `t=1m30s`, `start=90`) in seconds; 0 when absent or odd. */
function startSeconds(value: string | null): number {
  if (!value) return 0;
  if (/^\d{1,6}s?$/.test(value)) return Number.parseInt(value, 10);
  const match = /^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s)?$/.exec(value);
  if (!match || value === '') return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

function youtube(url: URL): VideoSource | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch' && segments.length === 1) id = url.searchParams.get('v') ?? '';
    else if (['shorts', 'embed', 'live', 'v'].includes(segments[0] ?? '') && segments.length === 2)
      id = segments[1];
  } else return null;
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return {
    kind: 'youtube',
    id,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}${start > 0 ? `?start=${start}` : ''}`,
  };
}

function vimeo(url: URL): VideoSource | null {
  const host = url.hostname.toLowerCase();
  if (!VIMEO_HOSTS.has(host)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash: string | null = url.searchParams.get('h');
  if (host === 'player.vimeo.com') {
    if (segments[0] === 'video' && segments.length === 2) id = segments[1];
  } else if (segments.length === 1) id = segments[0];
  else if (segments.length === 2 && VIMEO_ID.test(segments[0] ?? '')) {
    // An unlisted video's page: vimeo.com/{id}/{hash}.
    id = segments[0];
    hash = segments[1] ?? null;
  } else if (segments.length === 3 && segments[0] === 'channels') id = segments[2];
  if (!id || !VIMEO_ID.test(id)) return null;
  const h = hash && VIMEO_HASH.test(hash) ? `?h=${hash}` : '';
  return { kind: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}${h}` };
}

/** File-sharing sites whose links end in .mp4 but open a web page, not the file. */
const SHARING_HOSTS =
  /(^|\.)(google\.com|dropbox\.com|onedrive\.live\.com|1drv\.ms|sharepoint\.com|mega\.nz|wetransfer\.com)$/i;

function videoFile(url: URL): VideoSource | null {
  if (url.protocol !== 'https:' || SHARING_HOSTS.test(url.hostname)) return null;
  const extension = /\.([a-z0-9]{2,4})$/i.exec(url.pathname)?.[1]?.toLowerCase();
  const mimeType = extension ? FILE_TYPES[extension] : undefined;
  return mimeType ? { kind: 'file', url: url.href, mimeType } : null;
}

/**
 * How a lesson's video address is played, or null when it cannot be: YouTube and Vimeo become
 * their privacy-friendly embed address; a direct https file plays in a <video> element.
 */
export function parseVideoUrl(raw: string | null | undefined): VideoSource | null {
  const text = raw?.trim();
  if (!text || text.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return youtube(url) ?? vimeo(url) ?? videoFile(url);
}

/** Whether a lesson video address can be played (parseVideoUrl is not null). */
export function isPlayableVideoUrl(raw: string | null | undefined): boolean {
  return parseVideoUrl(raw) !== null;
}
