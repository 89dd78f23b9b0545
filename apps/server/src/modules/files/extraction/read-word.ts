import { type ExtractedFile, UnreadableFileError } from './extracted-file';

// The readers are loaded on use: the reader process reads one file, of one kind.

function damaged(error: unknown): UnreadableFileError {
  return new UnreadableFileError('The Word document could not be opened: it may be damaged.', {
    cause: error,
  });
}

function tidy(text: string): string {
  return text.replace(/\n{3,}/g, '\n\n').trim();
}

/** A Word (.docx) document's text, paragraph by paragraph. */
export async function readDocx(bytes: Uint8Array): Promise<ExtractedFile> {
  const { default: mammoth } = await import('mammoth');
  try {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return { text: tidy(result.value) };
  } catch (error) {
    throw damaged(error);
  }
}

/** A Word 97–2003 (.doc) document's text: its body, then its footnotes and endnotes. */
export async function readDoc(bytes: Uint8Array): Promise<ExtractedFile> {
  const { default: WordExtractor } = await import('word-extractor');
  try {
    const document = await new WordExtractor().extract(Buffer.from(bytes));
    const parts = [document.getBody(), document.getFootnotes(), document.getEndnotes()];
    return {
      text: tidy(
        parts
          .map((part) => part.trim())
          .filter(Boolean)
          .join('\n\n'),
      ),
    };
  } catch (error) {
    throw damaged(error);
  }
}
