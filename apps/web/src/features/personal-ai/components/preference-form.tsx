import { useRef, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import {
  PERSONAL_AI_LIMITS,
  PREFERENCE_CATEGORIES,
  type PersonalPreference,
} from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlClass, inputHeightClass } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import type { NewPreference } from '../api/preferences';
import { optionLabel } from '../logic/personality-options';

type Category = PersonalPreference['category'];

/** Props of PreferenceForm. */
export interface PreferenceFormProps {
  onAdd: (preference: NewPreference) => Promise<unknown>;
  isAdding: boolean;
  /** Why nothing more can be added (the limit). */
  blockedReason?: string | undefined;
}

/**
 * Adds a preference: a category, its name and its value. Add stays disabled unless both the name
 * and the value hold text (001 §5); the fields empty once the server has it.
 */
export function PreferenceForm({ onAdd, isAdding, blockedReason }: PreferenceFormProps) {
  const [category, setCategory] = useState<Category>('communication');
  const [preference, setPreference] = useState('');
  const [value, setValue] = useState('');
  const nameRef = useRef<HTMLInputElement>(null);
  const canAdd =
    preference.trim() !== '' && value.trim() !== '' && !isAdding && blockedReason === undefined;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canAdd) return;
    try {
      await onAdd({ category, preference: preference.trim(), value: value.trim() });
    } catch {
      return; // Shown by the tab; the typed values stay for another try.
    }
    setPreference('');
    setValue('');
    nameRef.current?.focus();
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      aria-label="Add a preference"
      className="grid gap-3 rounded-lg bg-muted/40 p-3 sm:grid-cols-[10rem_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <FormField label="Category">
        {(control) => (
          <Select value={category} onValueChange={(next) => setCategory(next as Category)}>
            <SelectTrigger {...control} className={inputHeightClass}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PREFERENCE_CATEGORIES.map((option) => (
                <SelectItem key={option} value={option}>
                  {optionLabel(option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField label="Preference">
        {(control) => (
          <input
            {...control}
            ref={nameRef}
            value={preference}
            onChange={(event) => setPreference(event.target.value)}
            maxLength={PERSONAL_AI_LIMITS.preferenceChars}
            placeholder="Explanation style"
            autoComplete="off"
            className={cn(fieldControlClass, inputHeightClass)}
          />
        )}
      </FormField>
      <FormField label="Value">
        {(control) => (
          <input
            {...control}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            maxLength={PERSONAL_AI_LIMITS.preferenceValueChars}
            placeholder="Examples before theory"
            autoComplete="off"
            className={cn(fieldControlClass, inputHeightClass)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={!canAdd} className="w-full sm:w-auto">
        <Plus aria-hidden />
        {isAdding ? 'Adding…' : 'Add'}
      </Button>
      {blockedReason && (
        <p className="text-sm text-muted-foreground sm:col-span-4">{blockedReason}</p>
      )}
    </form>
  );
}
