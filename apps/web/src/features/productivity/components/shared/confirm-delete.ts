import { askConfirmation } from '@/components/ui/use-confirm';
import { reportActionFailure } from './report-failure';

/**
 * Asks before deleting one item ('task', 'note'…) named by its title, then deletes it; a failed
 * delete is reported. `consequence` replaces the usual "This cannot be undone."
 */
export async function confirmDelete(item: {
  kind: string;
  title: string;
  consequence?: string;
  remove: () => Promise<unknown>;
}): Promise<void> {
  const isConfirmed = await askConfirmation({
    title: `Delete this ${item.kind}?`,
    description: `“${item.title}” will be deleted. ${item.consequence ?? 'This cannot be undone.'}`,
    confirmLabel: 'Delete',
    isDestructive: true,
  });
  if (!isConfirmed) return;
  await item
    .remove()
    .catch((error: unknown) => reportActionFailure(`Could not delete the ${item.kind}`, error));
}
