import type { DiaryAttachmentFile } from '@watni/api-client';

/** Opens a fetched attachment: a PDF or an image in a new tab, saved under its name otherwise. */
export function openAttachment(file: DiaryAttachmentFile): void {
  const bytes = Uint8Array.from(atob(file.data_base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.content_type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.file_name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started; the URL is released once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
