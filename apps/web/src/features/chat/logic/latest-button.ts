import { CHAT } from '@polymath/shared';

/** Whether the Latest button shows: further than 100 px from the bottom and more than 3 messages. */
export function isLatestButtonShown(distanceFromBottomPx: number, messageCount: number): boolean {
  return distanceFromBottomPx > CHAT.scrollThresholdPx && messageCount > CHAT.latestMinMessages;
}

/** Whether the view counts as "at the bottom", where a streaming reply keeps it scrolled. */
export function isAtBottom(distanceFromBottomPx: number): boolean {
  return distanceFromBottomPx <= CHAT.scrollThresholdPx;
}
