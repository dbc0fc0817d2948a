/**
 * Handing a file to staff as a download: in browser mode the browser's own; on the desktop Electron's own
 * handling of a download, which (ClaimDesk sets no `will-download` path) asks where to save it.
 */
export function downloadFile(fileName: string, content: Blob): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The bytes of base64 text (as operations answer files), as a Blob of `type`. */
export const base64Blob = (contentBase64: string, type: string): Blob =>
  new Blob([Uint8Array.from(atob(contentBase64), (char) => char.charCodeAt(0))], { type });
