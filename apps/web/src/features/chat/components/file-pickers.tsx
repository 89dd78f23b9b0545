import type { ChangeEvent, RefObject } from 'react';
import { FileUp } from 'lucide-react';

/**
 * The hidden file inputs the toolbar's Upload file and Upload PDF open, each filtered to what it
 * takes. A picked file is attached; the input is emptied so the same file can be picked again.
 */
export function FilePickers({
  fileInputRef,
  pdfInputRef,
  acceptedTypes,
  acceptedPdfTypes,
  onPick,
}: {
  fileInputRef: RefObject<HTMLInputElement | null>;
  pdfInputRef: RefObject<HTMLInputElement | null>;
  acceptedTypes: string;
  acceptedPdfTypes: string;
  onPick: (file: File) => void;
}) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <>
      <input
        ref={fileInputRef}
        type="file"
        accept={acceptedTypes}
        onChange={handleChange}
        className="hidden"
        aria-label="Choose a file to analyze"
        data-testid="chat-file-input"
      />
      <input
        ref={pdfInputRef}
        type="file"
        accept={acceptedPdfTypes}
        onChange={handleChange}
        className="hidden"
        aria-label="Choose a PDF to analyze"
        data-testid="chat-pdf-input"
      />
    </>
  );
}

/** What the chat shows while a file is held over it. */
export function FileDropOverlay() {
  return (
    <div
      aria-hidden
      className="pointer-events-none absolute inset-2 z-20 flex flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-primary bg-background/90 text-sm font-medium text-primary"
    >
      <FileUp className="size-8" />
      Drop the file to attach it
    </div>
  );
}
