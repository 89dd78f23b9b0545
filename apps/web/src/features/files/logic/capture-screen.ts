/** Whether this browser can share a screen (desktop browsers; phones cannot). */
export function canCaptureScreen(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getDisplayMedia;
}

function frameOf(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('The screen could not be drawn.'));
  context.drawImage(video, 0, 0);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No image was made.'))));
  });
}

/** Why no frame of the screen was taken, in words for the user, with what to do about it. */
export interface ScreenCaptureFailure {
  title: string;
  description: string;
}

/** A frame of the screen, or why there is none. */
export type ScreenCapture = { file: File } | { failure: ScreenCaptureFailure };

/** What the browser's refusal to start sharing means for the user, by the error's name. */
export function screenCaptureFailure(error: unknown): ScreenCaptureFailure {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
      return {
        title: 'The screen was not shared',
        description:
          'Choose a screen, window or tab and press Share to have it analysed. If the browser asked nothing, screen sharing is blocked: allow it in the browser’s site settings, and on macOS in System Settings → Privacy & Security → Screen Recording.',
      };
    case 'NotFoundError':
      return {
        title: 'No screen to share was found',
        description: 'Connect a display or open the window you want analysed, then try again.',
      };
    case 'NotReadableError':
    case 'AbortError':
      return {
        title: 'The screen could not be captured',
        description:
          'The system did not let the browser read the screen (another app may be holding it). Close it or try another window, then try again.',
      };
    case 'NotSupportedError':
    case 'TypeError':
      return {
        title: 'This browser cannot share a screen',
        description:
          'Use a desktop browser such as Chrome, Edge or Firefox to analyse your screen.',
      };
    default:
      return {
        title: 'The screen could not be captured',
        description: 'Your browser did not share a picture of the screen. Please try again.',
      };
  }
}

/**
 * Asks the user to share a screen, window or tab, takes one frame of it as a PNG and stops the
 * sharing at once: nothing is recorded. When sharing does not start (refused, blocked, not
 * supported), says why and what to do instead of failing silently.
 */
export async function captureScreenFrame(): Promise<ScreenCapture> {
  if (!canCaptureScreen()) return { failure: screenCaptureFailure(new TypeError()) };
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
  } catch (error) {
    return { failure: screenCaptureFailure(error) };
  }
  try {
    const video = document.createElement('video');
    video.muted = true;
    video.srcObject = stream;
    await video.play();
    if (video.videoWidth === 0) {
      await new Promise((resolve) => video.addEventListener('resize', resolve, { once: true }));
    }
    const frame = await frameOf(video);
    video.srcObject = null;
    return { file: new File([frame], 'screen.png', { type: 'image/png' }) };
  } catch (error) {
    return { failure: screenCaptureFailure(error) };
  } finally {
    for (const track of stream.getTracks()) track.stop();
  }
}
