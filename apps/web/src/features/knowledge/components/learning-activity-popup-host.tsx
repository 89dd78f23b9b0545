import { useEffect, useState } from 'react';
import { INTERVALS } from '@polymath/shared';
import { useLearningStats } from '../api/get-learning-stats';
import { useScraperStatus } from '../api/get-scraper-status';
import { useRecheckAfterChatMessage } from '../hooks/use-recheck-after-chat-message';
import { LearningActivityPopup } from './learning-activity-popup';

/**
 * Shows the 'AI learning active' popup whenever a status check finds the background learner
 * active (polled every 2 min, and just after a chat message), and hides it 4 s later unless its
 * details are open. A failed check shows nothing: the popup is a courtesy, not an alarm.
 */
export function LearningActivityPopupHost() {
  const status = useScraperStatus();
  const stats = useLearningStats();
  const { refetch } = status;
  useRecheckAfterChatMessage(() => void refetch());
  const [isExpanded, setIsExpanded] = useState(false);
  // The check whose popup was closed (timed out or dismissed); the next active check shows it again.
  const [closedCheck, setClosedCheck] = useState<number | null>(null);
  const check = status.dataUpdatedAt;
  const isOpen = status.data?.active === true && closedCheck !== check;

  useEffect(() => {
    if (!isOpen || isExpanded) return;
    const timer = setTimeout(() => setClosedCheck(check), INTERVALS.learningPopupAutoHideMs);
    return () => clearTimeout(timer);
  }, [isOpen, isExpanded, check]);

  if (!isOpen || !status.data) return null;
  return (
    <LearningActivityPopup
      status={status.data}
      stats={stats.data}
      isStatsError={stats.isError}
      isExpanded={isExpanded}
      onExpandedChange={setIsExpanded}
      onDismiss={() => {
        setIsExpanded(false);
        setClosedCheck(check);
      }}
    />
  );
}
