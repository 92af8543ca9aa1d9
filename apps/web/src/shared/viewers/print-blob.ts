/**
 * Prints a PDF with the browser's own viewer: loads it in an off-screen frame and opens the print
 * dialog there; if the frame cannot print, the PDF opens in a tab where the user prints it.
 */
export function printBlob(blob: Blob) {
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  frame.src = url;
  const cleanUp = () => {
    frame.remove();
    URL.revokeObjectURL(url);
  };
  frame.onload = () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      window.open(url, '_blank', 'noopener');
    }
    // The print dialog blocks in some browsers and not in others: keep the frame a while.
    setTimeout(cleanUp, 60_000);
  };
  document.body.appendChild(frame);
}
