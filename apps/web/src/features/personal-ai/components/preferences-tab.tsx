import { Trash2 } from 'lucide-react';
import { PERSONAL_AI_LIMITS, type PersonalPreference } from '@polymath/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { askConfirmation } from '@/components/ui/use-confirm';
import { useAddPreference, useDeletePreference } from '../api/preferences';
import { formatDay } from '../logic/format-date';
import { optionLabel } from '../logic/personality-options';
import { PreferenceForm } from './preference-form';

/** Props of PreferencesTab. */
export interface PreferencesTabProps {
  userId: string;
  preferences: PersonalPreference[];
}

/** The Preferences tab: what the user told the assistant about themselves, added and deleted. */
export function PreferencesTab({ userId, preferences }: PreferencesTabProps) {
  const add = useAddPreference(userId);
  const remove = useDeletePreference(userId);
  const isAtLimit = preferences.length >= PERSONAL_AI_LIMITS.preferences;

  const handleDelete = async (preference: PersonalPreference) => {
    const isConfirmed = await askConfirmation({
      title: 'Delete this preference?',
      description: `The assistant will no longer know “${preference.preference}: ${preference.value}”.`,
      confirmLabel: 'Delete',
      isDestructive: true,
    });
    if (isConfirmed) remove.mutate(preference.id);
  };

  return (
    <div className="grid min-w-0 gap-3">
      <p className="text-sm text-muted-foreground">
        Tell the assistant how you like to communicate, learn, work and read: it takes these into
        account in every answer.
      </p>
      <PreferenceForm
        onAdd={(preference) => add.mutateAsync(preference)}
        isAdding={add.isPending}
        blockedReason={
          isAtLimit
            ? `You have the most preferences kept (${PERSONAL_AI_LIMITS.preferences}). Delete one to add another.`
            : undefined
        }
      />
      {(add.isError || remove.isError) && (
        <p role="alert" className="text-sm text-destructive">
          {(add.error ?? remove.error)?.message} Please try again.
        </p>
      )}
      {preferences.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          No preferences yet. Add one above, such as “Explanation style: examples first”.
        </p>
      ) : (
        <ul aria-label="Preferences" className="grid gap-2">
          {preferences.map((preference) => {
            const isDeleting = remove.isPending && remove.variables === preference.id;
            return (
              <li
                key={preference.id}
                className="flex min-w-0 items-start justify-between gap-2 rounded-lg border bg-card p-3"
              >
                <div className="grid min-w-0 gap-1">
                  <div className="flex min-w-0 flex-wrap items-center gap-2">
                    <Badge variant="outline">{optionLabel(preference.category)}</Badge>
                    <span className="text-xs text-muted-foreground">
                      Added {formatDay(preference.dateAdded)}
                    </span>
                  </div>
                  <p className="text-sm break-words">
                    <span className="font-medium">{preference.preference}:</span> {preference.value}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Delete preference ${preference.preference}`}
                  title="Delete"
                  disabled={isDeleting}
                  onClick={() => void handleDelete(preference)}
                  className="text-destructive hover:text-destructive"
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
