import { Pause, Play, Send, Trash2 } from 'lucide-react';
import type { AutoPrompt } from '@polymath/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { describeExecutions, describeTrigger } from '../logic/describe-trigger';
import { hasReachedMaxExecutions, nextRunLabel } from '../logic/schedule';

const lastTriggeredFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Props of AutoPromptCard. */
export interface AutoPromptCardProps {
  prompt: AutoPrompt;
  /** The time the next-run label is computed for. */
  now: Date;
  onSetActive: (isActive: boolean) => void;
  onTriggerNow: () => void;
  onDelete: () => void;
}

/**
 * One auto prompt of the manager's list: name, trigger, prompt, runs, last triggered and the
 * next-run label, with pause/resume, Trigger now and Delete. A prompt at its maximum runs can
 * neither resume nor be triggered: it is done.
 */
export function AutoPromptCard({
  prompt,
  now,
  onSetActive,
  onTriggerNow,
  onDelete,
}: AutoPromptCardProps) {
  const isFinished = hasReachedMaxExecutions(prompt);
  const label = nextRunLabel(prompt, now);
  const headingId = `auto-prompt-${prompt.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="grid min-w-0 gap-2 rounded-xl border bg-card p-3 text-card-foreground shadow-xs sm:p-4"
    >
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 id={headingId} className="font-semibold break-words">
            {prompt.name}
          </h4>
          <p className="text-xs text-muted-foreground">{describeTrigger(prompt)}</p>
        </div>
        <Badge
          variant={label === 'Ready now' ? 'primary' : label === 'Inactive' ? 'outline' : 'neutral'}
        >
          <span className="sr-only">Next run: </span>
          {label}
        </Badge>
      </div>
      <p className="line-clamp-3 text-sm break-words whitespace-pre-line">{prompt.prompt}</p>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <div className="flex gap-1">
          <dt>Runs:</dt>
          <dd>{describeExecutions(prompt)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Last triggered:</dt>
          <dd>
            {prompt.lastTriggered
              ? lastTriggeredFormat.format(new Date(prompt.lastTriggered))
              : 'Never'}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        {/* One button whose words change, so the focus stays on it after a press. */}
        <Button
          variant="outline"
          size="sm"
          aria-label={`${prompt.isActive ? 'Pause' : 'Resume'} ${prompt.name}`}
          disabled={!prompt.isActive && isFinished}
          onClick={() => onSetActive(!prompt.isActive)}
        >
          {prompt.isActive ? <Pause aria-hidden /> : <Play aria-hidden />}
          {prompt.isActive ? 'Pause' : 'Resume'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Trigger ${prompt.name} now`}
          disabled={isFinished}
          onClick={onTriggerNow}
        >
          <Send aria-hidden />
          Trigger now
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete ${prompt.name}`}
          onClick={onDelete}
          className="text-destructive hover:text-destructive"
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </li>
  );
}
