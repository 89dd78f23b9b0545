import { useEffect, useRef, useState } from 'react';
import { showToast } from '@/components/ui/use-toast';
import { attachChatFile, useChatStore } from '../stores/chat-store';
import { useChatFileReader } from '../session/chat-file-reader';
import { askAboutFile, askAboutLink } from '../session/file-reads';
import { useChatMessageSource } from '../session/use-chat-session';

// The open chat's Upload file, for the phone menu's Upload File (one chat is mounted at a time).
let openPicker: (() => void) | null = null;

/** Opens the chat's file picker, as its toolbar's Upload file does; false when no chat reads files. */
export function openChatFilePicker(): boolean {
  if (openPicker === null) return false;
  openPicker();
  return true;
}

/**
 * The chat's file tools, when the app reads files: the pickers (file, PDF), the shared-link box,
 * screen analysis, and sending the attached file with the message.
 */
export function useFileTools() {
  const reader = useChatFileReader();
  const source = useChatMessageSource();
  const attachment = useChatStore((state) => state.attachment);
  const [isLinkBoxOpen, setIsLinkBoxOpen] = useState(false);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const pdfInputRef = useRef<HTMLInputElement>(null);
  const problem = attachment && reader ? reader.check(attachment) : null;
  const canRead = reader !== null;

  useEffect(() => {
    if (!canRead) return;
    const open = () => fileInputRef.current?.click();
    openPicker = open;
    return () => {
      if (openPicker === open) openPicker = null;
    };
  }, [canRead]);

  if (reader === null) return null;

  /** Sends the attached file with `text`; false when there is none to send. */
  const sendAttachment = (text: string): boolean => {
    if (attachment === null) return false;
    // A file that cannot go stays attached, its problem shown on the chip.
    if (problem === null) askAboutFile(source, reader, { file: attachment, text });
    return true;
  };

  const analyzeScreen = async () => {
    const capture = await reader.captureScreen();
    if ('failure' in capture) {
      showToast({ ...capture.failure, variant: 'destructive' });
      return;
    }
    askAboutFile(source, reader, {
      file: capture.file,
      text: useChatStore.getState().draft,
      purpose: 'screen',
    });
  };

  return {
    reader,
    attachment,
    problem,
    fileInputRef,
    pdfInputRef,
    isLinkBoxOpen,
    setIsLinkBoxOpen,
    attach: attachChatFile,
    sendAttachment,
    sendLink: (url: string) => {
      const isSent = askAboutLink(source, reader, { url, text: useChatStore.getState().draft });
      if (isSent) setIsLinkBoxOpen(false);
      return isSent;
    },
    toolbar: {
      onUploadFile: () => fileInputRef.current?.click(),
      onUploadPdf: () => pdfInputRef.current?.click(),
      onOpenSharedLink: () => setIsLinkBoxOpen((isOpen) => !isOpen),
      onAnalyzeScreen: reader.canCaptureScreen() ? () => void analyzeScreen() : undefined,
    },
  };
}
