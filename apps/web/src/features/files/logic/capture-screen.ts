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

/**
 * Asks the user to share a screen, window or tab, takes one frame of it as a PNG and stops the
 * sharing at once: nothing is recorded. Null when the user declined.
 */
export async function captureScreenFrame(): Promise<File | null> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotAllowedError') return null;
    throw error;
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
    return new File([frame], 'screen.png', { type: 'image/png' });
  } finally {
    for (const track of stream.getTracks()) track.stop();
  }
}
