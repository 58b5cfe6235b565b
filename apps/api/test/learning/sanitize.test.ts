import { describe, expect, it } from 'vitest';
import { isAllowedIframeSrc, sanitizeHtml } from '../../src/domains/lessons/sanitize.js';

// The lesson HTML allow-list: what is dangerous goes, what a teacher writes stays.
describe('sanitizeHtml', () => {
  it('keeps headings, lists, emphasis, links, images, tables and code', () => {
    const html =
      '<h2>Forces</h2><h3>Newton</h3><p>Text with <strong>bold</strong>, <em>italic</em> and <code>F = ma</code>.</p>' +
      '<ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol><blockquote>Quote</blockquote>' +
      '<p><a href="https://www.punjab.gov.pk/?a=1&amp;b=2" title="Board">board</a> <a href="/courses/1">course</a> <a href="#top">top</a> <a href="mailto:office@iqbal.edu.pk">mail</a></p>' +
      '<img src="https://example.com/diagram.png" alt="Diagram" width="300">' +
      '<table><thead><tr><th scope="col">Law</th></tr></thead><tbody><tr><td colspan="2">Inertia</td></tr></tbody></table>' +
      '<pre><code>print("Salam")</code></pre>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script and style elements with their content', () => {
    expect(
      sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{color:red}</style><p>b</p>'),
    ).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<SCRIPT src="https://evil.example.com/x.js"></SCRIPT>ok')).toBe('ok');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>')).not.toContain('alert');
  });

  it('removes event handlers and style attributes', () => {
    expect(sanitizeHtml('<img src="https://example.com/a.png" onerror="alert(1)">')).toBe(
      '<img src="https://example.com/a.png">',
    );
    expect(
      sanitizeHtml(
        '<p onclick="steal()" style="background:url(javascript:alert(1))" class="x">t</p>',
      ),
    ).toBe('<p>t</p>');
    expect(sanitizeHtml('<a href="https://example.com" onmouseover="x()">l</a>')).toBe(
      '<a href="https://example.com">l</a>',
    );
    expect(sanitizeHtml('<details ontoggle="alert(1)" open><summary>s</summary></details>')).toBe(
      '<details><summary>s</summary></details>',
    );
  });

  it('removes javascript:, data: and vbscript: URLs, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#9;script:alert(1)',
      'java&#x09;script:alert(1)',
      'jav&Tab;ascript:alert(1)',
      'javascript&colon;alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
    ]) {
      const clean = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(clean, href).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).toBe('<img>');
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,AAAA">')).toBe('<img>');
  });

  it('keeps iframes from the allowed video players only', () => {
    const youtube =
      '<iframe src="https://www.youtube-nocookie.com/embed/rfscVS0vtbw" width="560" height="315" title="Python" allowfullscreen></iframe>';
    expect(sanitizeHtml(youtube)).toBe(youtube);
    expect(sanitizeHtml('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toBe(
      '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
    );
    expect(sanitizeHtml('<iframe src="https://player.vimeo.com/video/76979871"></iframe>')).toBe(
      '<iframe src="https://player.vimeo.com/video/76979871"></iframe>',
    );
    expect(
      sanitizeHtml(
        '<iframe src="https://www.youtube.com/embed/abc" onload="x()" srcdoc="<script>x</script>"></iframe>',
      ),
    ).toBe('<iframe src="https://www.youtube.com/embed/abc"></iframe>');
    for (const src of [
      'https://evil.example.com/embed/x',
      'https://www.youtube.com.evil.example.com/embed/x',
      'http://www.youtube.com/embed/abc',
      'https://www.youtube.com/watch?v=abc',
      'https://user@www.youtube.com/embed/abc',
      'javascript:alert(1)',
      '//www.youtube.com/embed/abc',
    ]) {
      expect(sanitizeHtml(`<p>a</p><iframe src="${src}">fallback</iframe><p>b</p>`), src).toBe(
        '<p>a</p>fallback<p>b</p>',
      );
    }
    expect(sanitizeHtml('<iframe>no source</iframe>')).toBe('no source');
  });

  it('drops unknown elements but keeps their text, and drops comments', () => {
    expect(
      sanitizeHtml('<marquee>hi</marquee><form action="/x"><input value="1"></form><!-- note -->'),
    ).toBe('hi');
    expect(sanitizeHtml('<object data="x.swf"></object><embed src="x.swf">')).toBe('');
  });

  it('opens target=_blank links safely and drops other targets', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });

  it('never lets an attribute break out of its quotes', () => {
    const clean = sanitizeHtml(
      '<img alt="x&quot; onerror=&quot;alert(1)" src="https://example.com/a.png">',
    );
    expect(clean).toBe(
      '<img alt="x&quot; onerror=&quot;alert(1)" src="https://example.com/a.png">',
    );
  });
});

describe('isAllowedIframeSrc', () => {
  it('accepts https YouTube and Vimeo embeds only', () => {
    expect(isAllowedIframeSrc('https://youtube-nocookie.com/embed/x')).toBe(true);
    expect(isAllowedIframeSrc('https://player.vimeo.com/video/1')).toBe(true);
    expect(isAllowedIframeSrc('https://vimeo.com/1')).toBe(false);
    expect(isAllowedIframeSrc('https://www.youtube.com:8443/embed/x')).toBe(false);
  });
});
