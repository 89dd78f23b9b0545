import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Check, Copy, Download, Play, X } from 'lucide-react';
import { CODE, type CodeLanguage, type ExecuteCodeResponse } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { showToast } from '@/components/ui/use-toast';
import { createId } from '@/lib/create-id';
import { reportLimitReached } from '@/lib/limit-events';
import { useTheme } from '@/lib/theme';
import { USAGE_LIMITS_QUERY_KEY } from '@/lib/usage-limits-query';
import { executeCode } from '../api/execute-code';
import { isPreviewable, LANGUAGE_DETAILS, runsInPreviewOnly } from '../logic/languages';
import {
  closeVibeCoding,
  currentCode,
  type RecentRun,
  useVibeCodingStore,
} from '../stores/vibe-coding-store';
import { AiCodeEditor } from './ai-code-editor';
import { CodeEditor } from './code-editor';
import { LivePreview } from './live-preview';
import { RecentExecutions } from './recent-executions';
import { RunOutput } from './run-output';
import { RunsCounter } from './runs-counter';

/** The copy failure of 000 §8, word for word. */
export const COPY_FAILED_MESSAGE = 'Failed to copy code to clipboard';

function download(code: string, language: CodeLanguage) {
  const url = URL.createObjectURL(new Blob([code], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `code.${LANGUAGE_DETAILS[language].extension}`;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The Vibe-Coding overlay (000 §2): the language list, the editor with copy and download, Run Code
 * with the server's output, the AI code editor, the live preview for web code, the recent executions
 * and their count.
 * Lazy-loaded with CodeMirror the first time it is opened.
 */
export default function VibeCodingOverlay() {
  const isOpen = useVibeCodingStore((state) => state.isOpen);
  const language = useVibeCodingStore((state) => state.language);
  const code = useVibeCodingStore(currentCode);
  const store = useVibeCodingStore();
  const { isDark } = useTheme();
  const queryClient = useQueryClient();
  const [isRunning, setIsRunning] = useState(false);
  const [result, setResult] = useState<ExecuteCodeResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isCopied, setIsCopied] = useState(false);

  const run = async () => {
    if (isRunning || runsInPreviewOnly(language) || code.trim() === '') return;
    setIsRunning(true);
    setFailure(null);
    const answer = await executeCode({ code, language });
    setIsRunning(false);
    // The run counted against the month's allowance (or found it used up): show the server's count.
    void queryClient.invalidateQueries({ queryKey: USAGE_LIMITS_QUERY_KEY });
    if (!answer.ok) {
      const { code: errorCode, message } = answer.error;
      if (errorCode === 'LIMIT_REACHED') {
        reportLimitReached({ code: errorCode, message, feature: 'codeExecution' });
      }
      setResult(null);
      setFailure(`Error: ${message}`);
      return;
    }
    setResult(answer.data);
    store.recordExecution({
      ...answer.data,
      id: createId(),
      language,
      code,
      timestamp: new Date().toISOString(),
    });
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setIsCopied(true);
      window.setTimeout(() => setIsCopied(false), 2000);
    } catch {
      showToast({ title: COPY_FAILED_MESSAGE, variant: 'destructive' });
    }
  };

  const restore = (execution: RecentRun) => {
    store.setLanguage(execution.language);
    useVibeCodingStore.setState((state) => ({
      codes: { ...state.codes, [execution.language]: execution.code },
    }));
    setFailure(null);
    setResult(execution);
  };

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && closeVibeCoding()}>
      <DialogContent
        title="Vibe-Coding"
        description={null}
        hideCloseButton
        className="top-0 left-0 h-dvh max-h-dvh w-screen max-w-none translate-x-0 translate-y-0 grid-rows-[auto_auto_minmax(0,1fr)] gap-3 rounded-none p-3 sm:p-4"
      >
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="ghost" size="sm" onClick={closeVibeCoding}>
            <ArrowLeft aria-hidden />
            Back
          </Button>
          <label className="flex items-center gap-2 text-sm">
            <span className="sr-only sm:not-sr-only">Language</span>
            <select
              value={language}
              onChange={(event) => store.setLanguage(event.target.value as CodeLanguage)}
              className="h-8 rounded-lg border bg-background px-2 text-sm"
            >
              {CODE.languages.map((option) => (
                <option key={option} value={option}>
                  {LANGUAGE_DETAILS[option].label}
                </option>
              ))}
            </select>
          </label>
          <RunsCounter />
          <div className="ml-auto flex flex-wrap items-center gap-1">
            <Button variant="ghost" size="sm" onClick={() => void copy()}>
              {isCopied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {isCopied ? 'Copied' : 'Copy'}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => download(code, language)}>
              <Download aria-hidden />
              Download
            </Button>
            <Button
              size="sm"
              onClick={() => void run()}
              disabled={isRunning || runsInPreviewOnly(language)}
              title={
                runsInPreviewOnly(language) ? 'HTML and CSS show in the live preview' : 'Ctrl+Enter'
              }
            >
              <Play aria-hidden />
              {isRunning ? 'Running...' : 'Run Code'}
            </Button>
            <Button variant="outline" size="sm" onClick={closeVibeCoding}>
              <X aria-hidden />
              Exit Vibe Mode
            </Button>
          </div>
        </div>
        <div className="grid min-h-0 grid-cols-[minmax(0,1fr)] gap-3 overflow-y-auto lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:overflow-hidden">
          <div className="flex min-h-[22rem] flex-col gap-2 lg:min-h-0">
            <div className="min-h-0 flex-1 overflow-hidden rounded-lg border">
              <CodeEditor
                value={code}
                language={language}
                isDark={isDark}
                label={`${LANGUAGE_DETAILS[language].label} code`}
                onChange={store.setCode}
                onRun={() => void run()}
              />
            </div>
            <AiCodeEditor code={code} language={language} />
          </div>
          <div className="flex min-h-0 flex-col gap-4 lg:overflow-y-auto">
            {isPreviewable(language) && (
              <LivePreview
                language={language}
                code={code}
                size={store.previewSize}
                mode={store.previewMode}
                onSizeChange={store.setPreviewSize}
                onModeChange={store.setPreviewMode}
              />
            )}
            {!runsInPreviewOnly(language) && (
              <RunOutput result={result} failure={failure} isRunning={isRunning} />
            )}
            <RecentExecutions executions={store.executions} onRestore={restore} />
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
