import { analyzeSharedDocument } from './api/analyze-shared-document';
import { uploadFile } from './api/upload-file';
import { canCaptureScreen, captureScreenFrame } from './logic/capture-screen';
import {
  ACCEPTED_FILE_TYPES,
  ACCEPTED_PDF_TYPES,
  checkFile,
  formatFileSize,
} from './logic/check-file';

export { ACCEPTED_FILE_TYPES, ACCEPTED_PDF_TYPES, checkFile, formatFileSize };

/**
 * How the chat reads files and links (the app hands it to the chat, which imports no feature):
 * checks before attaching, uploads with progress, shared links, screen frames.
 */
export const fileReader = {
  check: checkFile,
  readFile: (file: File, request: Parameters<typeof uploadFile>[2]) =>
    uploadFile(file, file.name, request),
  readLink: analyzeSharedDocument,
  canCaptureScreen,
  captureScreen: captureScreenFrame,
  acceptedTypes: ACCEPTED_FILE_TYPES,
  acceptedPdfTypes: ACCEPTED_PDF_TYPES,
  formatSize: formatFileSize,
};
