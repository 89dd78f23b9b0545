export { LiveEventsDialog, type LiveEventsDialogProps } from './live-events/live-events-dialog';
export {
  ConversationThemesDialog,
  type ConversationThemesDialogProps,
} from './themes/conversation-themes-dialog';
export { CONVERSATION_THEMES } from './themes/conversation-themes';
