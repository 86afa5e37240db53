/**
 * Hands a fetched file to the browser's download under `fileName`. Files of a registration come from routes
 * that take the token in a header, which a plain link cannot send: they are fetched, then saved from a
 * blob: URL, released once the download has started.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
