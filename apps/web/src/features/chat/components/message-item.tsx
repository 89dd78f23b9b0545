import { memo } from 'react';
import { CornerDownRight, Paperclip } from 'lucide-react';
import { LogoMark } from '@/components/brand/logo-mark';
import { isReplyInProgress, type ChatMessage } from '../logic/chat-message';
import { MessageMarkdown } from '../markdown/message-markdown';
import { VerificationSummary } from './confidence-badge';
import { FileAnalysisCard } from './file-analysis-card';
import { MessageActions } from './message-actions';
import { MessageSources } from './message-sources';
import { ModelSetupNote } from './model-setup-link';
import { ReplyLoadingLabel } from './reply-loading-label';
import { UploadProgress } from './upload-progress';

function UserMessage({ message }: { message: ChatMessage }) {
  return (
    <div className="group flex flex-col items-end gap-1">
      {message.replyTo && (
        <p className="flex max-w-[85%] items-start gap-1 text-xs text-muted-foreground sm:max-w-[75%]">
          <CornerDownRight className="mt-0.5 size-3 shrink-0" aria-hidden />
          <span className="line-clamp-2">
            <span className="sr-only">In reply to: </span>
            {message.replyTo.preview}
          </span>
        </p>
      )}
      {message.fileName && (
        <p className="flex max-w-[85%] items-center gap-1.5 rounded-xl border bg-card px-3 py-2 text-sm sm:max-w-[75%]">
          <Paperclip className="size-3.5 shrink-0 text-primary" aria-hidden />
          <span className="sr-only">You sent: </span>
          <span className="min-w-0 truncate font-medium" title={message.fileName}>
            {message.fileName}
          </span>
        </p>
      )}
      {message.content !== '' && (
        <p className="max-w-[85%] rounded-2xl rounded-br-md bg-primary px-4 py-2.5 text-sm whitespace-pre-wrap text-primary-foreground [overflow-wrap:anywhere] sm:max-w-[75%]">
          <span className="sr-only">You: </span>
          {message.content}
        </p>
      )}
      <MessageActions message={message} />
    </div>
  );
}

function AssistantBody({ message }: { message: ChatMessage }) {
  if (message.status === 'error') {
    return (
      <div className="space-y-1.5">
        <p className="text-destructive">{message.content}</p>
        {message.errorDetails && (
          <details className="text-xs text-muted-foreground">
            <summary className="cursor-pointer select-none">Error details</summary>
            <pre className="mt-1 font-mono whitespace-pre-wrap [overflow-wrap:anywhere]">
              {message.errorDetails}
            </pre>
          </details>
        )}
      </div>
    );
  }
  // A file's reply has no request id: its wait shows the upload, then the reading.
  if (message.content === '' && isReplyInProgress(message) && message.requestId === undefined) {
    return <UploadProgress messageId={message.id} />;
  }
  if (message.content === '' && isReplyInProgress(message)) {
    return <ReplyLoadingLabel category={message.loadingCategory ?? 'thinking'} />;
  }
  return (
    <>
      <MessageMarkdown text={message.content} />
      {message.status === 'stopped' && (
        <p className="mt-1 text-xs text-muted-foreground italic">Stopped</p>
      )}
    </>
  );
}

/** One message: the user's on the right, Polymath's on the left with its sources and checks. */
export const MessageItem = memo(function MessageItem({
  message,
  canRegenerate = false,
  onRegenerate,
}: {
  message: ChatMessage;
  /** Whether this is the latest answer and nothing is on its way. */
  canRegenerate?: boolean;
  onRegenerate?: (messageId: string) => void;
}) {
  if (message.role === 'user') return <UserMessage message={message} />;
  const isFinished = !isReplyInProgress(message);
  return (
    <div className="flex items-start gap-3">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full border bg-card">
        <LogoMark className="size-5" />
      </span>
      <div className="flex min-w-0 max-w-[85%] flex-col gap-1 sm:max-w-[75%]">
        <div
          aria-busy={!isFinished}
          className="space-y-3 rounded-2xl rounded-tl-md border bg-card px-4 py-2.5 text-sm"
        >
          <p className="sr-only">Polymath:</p>
          <AssistantBody message={message} />
          {isFinished && message.fileAnalysis && (
            <FileAnalysisCard analysis={message.fileAnalysis} />
          )}
          {isFinished && message.sources && <MessageSources sources={message.sources} />}
          {/* Where a newcomer meets the built-in engine's limit: the way to a model that can. */}
          {isFinished && message.needsModel && (
            <ModelSetupNote>
              The built-in engine can&apos;t do this; a language model can.
            </ModelSetupNote>
          )}
          {/* A reply with nothing to verify (an image this server cannot make) gets no badge. */}
          {isFinished && message.verification && message.verification.isApplicable !== false && (
            <VerificationSummary verification={message.verification} sources={message.sources} />
          )}
        </div>
        {isFinished && message.content !== '' && (
          <MessageActions
            message={message}
            onRegenerate={
              canRegenerate && onRegenerate ? () => onRegenerate(message.id) : undefined
            }
          />
        )}
      </div>
    </div>
  );
});
