import { describe, expect, it } from 'vitest';
import { isValidIban, normalizeIban } from './iban.js';
import { isPlayableVideoUrl, parseVideoUrl } from './video.js';

const NOCOOKIE = 'https://www.youtube-nocookie.com/embed/';

describe('parseVideoUrl: accepted addresses', () => {
  it.each([
    ['https://www.youtube.com/watch?v=rfscVS0vtbw', `${NOCOOKIE}rfscVS0vtbw`],
    ['https://youtube.com/watch?v=rfscVS0vtbw&list=PL123', `${NOCOOKIE}rfscVS0vtbw`],
    ['https://m.youtube.com/watch?v=rfscVS0vtbw', `${NOCOOKIE}rfscVS0vtbw`],
    ['http://www.youtube.com/watch?v=rfscVS0vtbw', `${NOCOOKIE}rfscVS0vtbw`],
    ['https://youtu.be/rfscVS0vtbw', `${NOCOOKIE}rfscVS0vtbw`],
    ['https://youtu.be/rfscVS0vtbw?t=90', `${NOCOOKIE}rfscVS0vtbw?start=90`],
    ['https://www.youtube.com/watch?v=rfscVS0vtbw&t=1m30s', `${NOCOOKIE}rfscVS0vtbw?start=90`],
    ['https://www.youtube.com/shorts/zOjov-2OZ0E', `${NOCOOKIE}zOjov-2OZ0E`],
    ['https://www.youtube.com/embed/PkZNo7MFNFg', `${NOCOOKIE}PkZNo7MFNFg`],
    ['https://www.youtube.com/live/PkZNo7MFNFg', `${NOCOOKIE}PkZNo7MFNFg`],
    ['https://www.youtube-nocookie.com/embed/PkZNo7MFNFg', `${NOCOOKIE}PkZNo7MFNFg`],
    ['  https://youtu.be/rfscVS0vtbw  ', `${NOCOOKIE}rfscVS0vtbw`],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'https://vimeo.com/76979871/abc123def4',
      'https://player.vimeo.com/video/76979871?h=abc123def4',
    ],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('%s plays as %s', (url, embed) => {
    const source = parseVideoUrl(url);
    expect(source && 'embedUrl' in source ? source.embedUrl : null).toBe(embed);
  });

  it.each([
    ['https://cdn.example.pk/lessons/intro.mp4', 'video/mp4'],
    ['https://cdn.example.pk/lessons/INTRO.MP4?token=abc', 'video/mp4'],
    ['https://cdn.example.pk/a/b.webm', 'video/webm'],
    ['https://cdn.example.pk/a/b.ogg', 'video/ogg'],
    ['https://cdn.example.pk/a/b.ogv', 'video/ogg'],
  ])('%s plays as a %s file', (url, mimeType) => {
    expect(parseVideoUrl(url)).toMatchObject({ kind: 'file', mimeType });
  });
});

describe('parseVideoUrl: refused addresses', () => {
  it.each([
    ['a Google Drive file', 'https://drive.google.com/file/d/1AbCdEfGhIjK/view?usp=sharing'],
    ['a Google Drive folder', 'https://drive.google.com/drive/folders/1AbCdEf'],
    ['a Dropbox link', 'https://www.dropbox.com/s/abc/lesson.mp4?dl=0'],
    ['an http video file', 'http://cdn.example.pk/lessons/intro.mp4'],
    ['a web page', 'https://example.pk/lesson-1'],
    ['a document', 'https://example.pk/notes.pdf'],
    ['a YouTube channel', 'https://www.youtube.com/@watni'],
    ['a YouTube playlist', 'https://www.youtube.com/playlist?list=PL123'],
    ['a YouTube watch page without id', 'https://www.youtube.com/watch'],
    ['a short YouTube id', 'https://youtu.be/abc'],
    ['a look-alike host', 'https://youtube.com.evil.pk/watch?v=rfscVS0vtbw'],
    ['a Vimeo page that is not a video', 'https://vimeo.com/watni'],
    ['credentials in the address', 'https://user:pw@www.youtube.com/watch?v=rfscVS0vtbw'],
    ['javascript:', 'javascript:alert(1)//.mp4'],
    ['a data URL', 'data:video/mp4;base64,AAAA'],
    ['not a URL', 'my video'],
    ['empty', '   '],
  ])('%s', (_name, url) => {
    expect(parseVideoUrl(url)).toBeNull();
    expect(isPlayableVideoUrl(url)).toBe(false);
  });
});

describe('IBAN', () => {
  it('accepts a Pakistani IBAN written with spaces and normalizes it', () => {
    const iban = normalizeIban('pk36 scbl 0000 0011 2345 6702');
    expect(iban).toBe('PK36SCBL0000001123456702');
    expect(isValidIban(iban)).toBe(true);
  });
  it('refuses wrong check digits, a short Pakistani IBAN and letters where digits go', () => {
    expect(isValidIban('PK37SCBL0000001123456702')).toBe(false);
    expect(isValidIban('PK36SCBL00000011234567')).toBe(false);
    expect(isValidIban('PKXXSCBL0000001123456702')).toBe(false);
  });
  it('accepts another country by the mod-97 rule', () => {
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
  });
});
