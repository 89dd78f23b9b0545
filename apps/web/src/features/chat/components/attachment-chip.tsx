import { FileText, Image as ImageIcon, X } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * The file attached to the next message, above the input: its type, name and size, and a remove
 * button; a file that cannot be sent says why instead of its size.
 */
export function AttachmentChip({
  file,
  size,
  problem,
  onRemove,
}: {
  file: File;
  size: string;
  problem: string | null;
  onRemove: () => void;
}) {
  const isImage = file.type.startsWith('image/') || /\.(png|jpe?g|gif)$/i.test(file.name);
  const Icon = isImage ? ImageIcon : FileText;
  return (
    <div className="px-3 pt-3">
      <div
        role="group"
        aria-label="Attached file"
        className={cn(
          'flex max-w-full items-center gap-2 rounded-xl border bg-muted/50 py-1.5 pr-1 pl-2 text-sm',
          problem && 'border-destructive/50 bg-destructive/5',
        )}
      >
        <Icon
          className={cn('size-4 shrink-0', problem ? 'text-destructive' : 'text-primary')}
          aria-hidden
        />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium" title={file.name}>
            {file.name || 'Pasted image'}
          </span>
          {problem ? (
            <span role="alert" className="block text-xs text-destructive">
              {problem}
            </span>
          ) : (
            <span className="block text-xs text-muted-foreground">{size}</span>
          )}
        </span>
        <button
          type="button"
          aria-label="Remove attachment"
          onClick={onRemove}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
