/**
 * Productivity Tools (001 §2): tasks, a calendar with its feed for other apps, Smart Notes and
 * research, for signed-in users. The app mounts ProductivityHost once and opens the dialog with
 * openProductivity; the dialog's code loads the first time it opens.
 */
export { ProductivityHost, type ProductivityHostProps } from './components/productivity-host';
export {
  openProductivity,
  useProductivityDialogStore,
  type ProductivityTab,
} from './stores/productivity-dialog-store';
