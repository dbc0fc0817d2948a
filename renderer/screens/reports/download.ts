/**
 * Hands a CSV to the browser as a file: in browser mode the browser's download, on the desktop Electron's
 * own handling of a download, which (ClaimDesk sets no `will-download` path) asks where to save it.
 */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
