import { useEffect, useRef, useState } from 'react';
import { Maximize2, Minimize2, RefreshCw } from 'lucide-react';
import { CODE, type CodeLanguage } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { previewDocument } from '../logic/preview-document';
import type { PreviewMode, PreviewSize } from '../stores/vibe-coding-store';

/** The preview frame's page (served with its own sandboxing policy). */
const PREVIEW_FRAME_URL = '/code-preview';
/** In auto mode the preview follows the code this long after the last keystroke. */
const AUTO_RENDER_DELAY_MS = 600;
/** Console lines kept beside the preview. */
const MAX_CONSOLE_LINES = 200;

const SIZE_HEIGHT: Record<PreviewSize, string> = {
  small: 'h-48',
  medium: 'h-80',
  large: 'h-[32rem]',
};

interface ConsoleLine {
  level: string;
  text: string;
}

/**
 * The live preview of HTML, CSS and JavaScript (000 §2): the page renders in a frame of its own
 * origin-less sandbox (`sandbox="allow-scripts"`, never `allow-same-origin`, network forbidden by
 * the frame's policy), so a script in it cannot reach the app's storage, cookies or API. Its
 * console is listed beside it. Auto mode re-renders as the code changes; manual on Refresh.
 */
export function LivePreview({
  language,
  code,
  size,
  mode,
  onSizeChange,
  onModeChange,
}: {
  language: CodeLanguage;
  code: string;
  size: PreviewSize;
  mode: PreviewMode;
  onSizeChange: (size: PreviewSize) => void;
  onModeChange: (mode: PreviewMode) => void;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [rendered, setRendered] = useState(() => ({
    document: previewDocument(language, code),
    key: 0,
  }));
  const [consoleLines, setConsoleLines] = useState<ConsoleLine[]>([]);
  const [isFullScreen, setIsFullScreen] = useState(false);

  const render = () => {
    setConsoleLines([]);
    setRendered((current) => ({ document: previewDocument(language, code), key: current.key + 1 }));
  };

  // Auto mode: a new frame for the code once typing pauses.
  useEffect(() => {
    if (mode !== 'auto') return;
    const timer = window.setTimeout(render, AUTO_RENDER_DELAY_MS);
    return () => window.clearTimeout(timer);
    // render reads the latest code and language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, language, mode]);

  // The frame asks for its document once loaded; its console comes back the same way. Only
  // messages from this frame's window count.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current?.contentWindow;
      if (!frame || event.source !== frame) return;
      const data = event.data as { type?: string; level?: string; text?: string } | null;
      if (data?.type === 'polymath-preview-ready') {
        frame.postMessage({ type: 'polymath-preview-render', html: rendered.document }, '*');
      } else if (data?.type === 'polymath-preview-console') {
        const line = { level: String(data.level ?? 'log'), text: String(data.text ?? '') };
        setConsoleLines((lines) => [...lines, line].slice(-MAX_CONSOLE_LINES));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [rendered]);

  useEffect(() => {
    if (!isFullScreen) return;
    // Esc leaves full screen only: caught on the way down, before the Vibe-Coding dialog's own
    // Escape listener (on the document) would close the whole overlay.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setIsFullScreen(false);
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [isFullScreen]);

  return (
    <section
      aria-label="Live preview"
      className={cn(
        'flex flex-col gap-2',
        isFullScreen && 'fixed inset-0 z-[60] bg-background p-3',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold">Live preview</h3>
        <div role="group" aria-label="Preview size" className="flex gap-1">
          {CODE.previewSizes.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={size === option ? 'secondary' : 'ghost'}
              aria-pressed={size === option}
              onClick={() => onSizeChange(option)}
              className="capitalize"
            >
              {option}
            </Button>
          ))}
        </div>
        <div role="group" aria-label="Preview mode" className="flex gap-1">
          {CODE.previewModes.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={mode === option ? 'secondary' : 'ghost'}
              aria-pressed={mode === option}
              onClick={() => onModeChange(option)}
              className="capitalize"
            >
              {option}
            </Button>
          ))}
        </div>
        <div className="ml-auto flex gap-1">
          {mode === 'manual' && (
            <Button size="sm" variant="outline" onClick={render}>
              <RefreshCw aria-hidden />
              Refresh
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            aria-label={isFullScreen ? 'Leave full screen' : 'Full screen'}
            onClick={() => setIsFullScreen((full) => !full)}
          >
            {isFullScreen ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />}
          </Button>
        </div>
      </div>
      <iframe
        key={rendered.key}
        ref={frameRef}
        title="Live preview of your code"
        src={PREVIEW_FRAME_URL}
        sandbox="allow-scripts"
        referrerPolicy="no-referrer"
        className={cn(
          'w-full rounded-lg border bg-white',
          isFullScreen ? 'min-h-0 flex-1' : SIZE_HEIGHT[size],
        )}
      />
      <div
        role="log"
        aria-label="Preview console"
        className="max-h-32 min-h-10 overflow-auto rounded-lg border bg-muted/40 p-2 font-mono text-xs"
      >
        {consoleLines.length === 0 ? (
          <p className="text-muted-foreground">The page's console output shows here.</p>
        ) : (
          consoleLines.map((line, index) => (
            <p
              key={index}
              className={cn(
                'whitespace-pre-wrap [overflow-wrap:anywhere]',
                line.level === 'error' && 'text-destructive',
                line.level === 'warn' && 'text-warning',
              )}
            >
              {line.text}
            </p>
          ))
        )}
      </div>
    </section>
  );
}
