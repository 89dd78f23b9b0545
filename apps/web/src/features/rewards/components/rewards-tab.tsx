import { Trophy } from 'lucide-react';
import { ComingSoonCard } from '@/components/coming-soon-card';
import { PageContainer } from '@/components/layouts/page-container';

/** The Rewards tab: what rewards will be, marked Coming soon. */
export default function RewardsTab() {
  return (
    <PageContainer>
      <ComingSoonCard
        icon={Trophy}
        title="Rewards"
        description="Earn points and achievements as you chat, create and learn with Polymath."
        features={[
          'Points and levels that grow with your activity',
          'Achievements for communication, creativity, analysis and learning',
          'A daily streak to keep your momentum',
          'Activity stats and recent rewards at a glance',
        ]}
      />
    </PageContainer>
  );
}
