import { useState, type FormEvent } from 'react';
import { Check, Loader2 } from 'lucide-react';
import type { PersonalitySettings } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { FormField, inputHeightClass } from '@/components/ui/form-field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { useSavePersonality } from '../api/save-personality';
import { optionLabel, PERSONALITY_SETTINGS } from '../logic/personality-options';

function isSameSettings(a: PersonalitySettings, b: PersonalitySettings): boolean {
  return PERSONALITY_SETTINGS.every(({ key }) => a[key] === b[key]);
}

/** Props of PersonalityTab. */
export interface PersonalityTabProps {
  userId: string;
  /** The saved settings, from the profile. */
  settings: PersonalitySettings;
}

/**
 * The AI Personality tab: style, verbosity, expertise and tone (defaults balanced, medium,
 * adaptive, professional). Save sends them (POST …/personality) and the profile is loaded again;
 * every answer after that follows them.
 */
export function PersonalityTab({ userId, settings }: PersonalityTabProps) {
  const [draft, setDraft] = useState(settings);
  const save = useSavePersonality(userId);
  const isChanged = !isSameSettings(draft, settings);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isChanged && !save.isPending) save.mutate(draft);
  };

  return (
    <form onSubmit={handleSubmit} aria-label="AI personality" className="grid min-w-0 gap-4">
      <p className="text-sm text-muted-foreground">How the assistant answers you.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {PERSONALITY_SETTINGS.map((setting) => {
          const current = draft[setting.key];
          return (
            <FormField
              key={setting.key}
              label={setting.label}
              hint={(setting.describe as Record<string, string>)[current]}
            >
              {(control) => (
                <Select
                  value={current}
                  onValueChange={(value) =>
                    setDraft((previous) => ({ ...previous, [setting.key]: value }))
                  }
                >
                  <SelectTrigger {...control} className={inputHeightClass}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {setting.options.map((option) => (
                      <SelectItem key={option} value={option}>
                        {optionLabel(option)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          );
        })}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        <p role="status" className="text-sm text-muted-foreground">
          {save.isSuccess && !isChanged && (
            <span className="inline-flex items-center gap-1.5 text-success">
              <Check className="size-4" aria-hidden />
              Personality saved. New answers follow it.
            </span>
          )}
        </p>
        <Button type="submit" disabled={!isChanged || save.isPending} className="w-full sm:w-auto">
          {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {save.isPending ? 'Saving…' : 'Save personality'}
        </Button>
      </div>
      {save.isError && (
        <p role="alert" className="text-sm text-destructive">
          {save.error.message} Please try again.
        </p>
      )}
    </form>
  );
}
