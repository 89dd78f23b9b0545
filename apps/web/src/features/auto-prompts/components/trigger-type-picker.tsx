import { useId } from 'react';
import { CREATABLE_TRIGGER_TYPES } from '@polymath/shared';
import { cn } from '@/lib/cn';
import type { CreatableTriggerType } from '../logic/create-form';

const TRIGGER_LABELS: Record<CreatableTriggerType, string> = {
  interval: 'Interval',
  time: 'Daily time',
  manual: 'Manual',
};

/** Props of TriggerTypePicker. */
export interface TriggerTypePickerProps {
  value: CreatableTriggerType;
  onChange: (triggerType: CreatableTriggerType) => void;
}

/**
 * The trigger choice as native radio buttons styled as a segmented control: arrow keys move
 * between them, and each is named for a screen reader.
 */
export function TriggerTypePicker({ value, onChange }: TriggerTypePickerProps) {
  const name = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">Trigger</legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl bg-muted p-1 sm:inline-grid sm:w-fit">
        {CREATABLE_TRIGGER_TYPES.map((triggerType) => (
          <label
            key={triggerType}
            className={cn(
              'flex h-8 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors',
              'hover:text-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === triggerType && 'bg-card text-foreground shadow-sm',
            )}
          >
            <input
              type="radio"
              name={name}
              value={triggerType}
              checked={value === triggerType}
              onChange={() => onChange(triggerType)}
              className="sr-only"
            />
            {TRIGGER_LABELS[triggerType]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
