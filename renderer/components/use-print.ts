import { useEffect, useState } from 'react';

/**
 * Printing a part of the page: `print()` renders the printable part (shown only to the printer, see the print
 * CSS), and once it is in the page the browser's print dialog opens; after it closes the part goes again.
 */
export function usePrint(): { readonly printing: boolean; readonly print: () => void } {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    window.print();
    setPrinting(false);
  }, [printing]);
  return { printing, print: () => setPrinting(true) };
}
