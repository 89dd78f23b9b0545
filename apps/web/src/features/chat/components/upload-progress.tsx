import { Progress } from '@/components/ui/progress';
import { useUploadProgress } from '../session/file-reads';
import { ReplyLoadingLabel } from './reply-loading-label';

/**
 * A file's reply while it is on its way: a progress bar as the file is sent, then the 'analyzing
 * file' label while the server reads it.
 */
export function UploadProgress({ messageId }: { messageId: string }) {
  const fraction = useUploadProgress((state) => state[messageId]);
  if (fraction === undefined || fraction >= 1) {
    return <ReplyLoadingLabel category="analyzing file" />;
  }
  const percent = Math.round(fraction * 100);
  return (
    <div className="w-56 max-w-full space-y-1.5">
      <p className="text-muted-foreground" id={`upload-${messageId}`}>
        Sending the file… {percent}%
      </p>
      <Progress value={percent} aria-labelledby={`upload-${messageId}`} />
    </div>
  );
}
