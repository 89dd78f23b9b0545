import { useEffect } from 'react';
import { create } from 'zustand';
import { SPEECH } from '@polymath/shared';

// Which message is being read; one at a time across the chat.
export const useSpeakingStore = create<{ speakingId: string | null }>(() => ({ speakingId: null }));

/** Whether this browser can read text aloud. */
export function isSpeechSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

/** Reads `text` aloud (rate 0.9, pitch 1, volume 0.6, en-US), replacing anything being read. */
function speak(id: string, text: string): void {
  const synthesis = window.speechSynthesis;
  synthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = SPEECH.rate;
  utterance.pitch = SPEECH.pitch;
  utterance.volume = SPEECH.volume;
  utterance.lang = SPEECH.recognitionLanguage;
  const finish = () => {
    if (useSpeakingStore.getState().speakingId === id)
      useSpeakingStore.setState({ speakingId: null });
  };
  utterance.onend = finish;
  utterance.onerror = finish;
  useSpeakingStore.setState({ speakingId: id });
  synthesis.speak(utterance);
}

/** Read-aloud for one message: `toggle` starts reading it, or stops when it is being read. */
export function useReadAloud(
  id: string,
  text: string,
): { isSpeaking: boolean; toggle: () => void } {
  const isSpeaking = useSpeakingStore((state) => state.speakingId === id);

  // Leaving the chat (or deleting the message) stops its reading.
  useEffect(
    () => () => {
      if (useSpeakingStore.getState().speakingId === id && isSpeechSupported()) {
        window.speechSynthesis.cancel();
        useSpeakingStore.setState({ speakingId: null });
      }
    },
    [id],
  );

  const toggle = () => {
    if (!isSpeechSupported()) return;
    if (isSpeaking) {
      window.speechSynthesis.cancel();
      useSpeakingStore.setState({ speakingId: null });
    } else {
      speak(id, text);
    }
  };
  return { isSpeaking, toggle };
}
