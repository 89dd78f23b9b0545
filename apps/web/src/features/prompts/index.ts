export { LiveEventsDialog, type LiveEventsDialogProps } from './live-events/live-events-dialog';
export {
  ConversationThemesDialog,
  type ConversationThemesDialogProps,
} from './themes/conversation-themes-dialog';
