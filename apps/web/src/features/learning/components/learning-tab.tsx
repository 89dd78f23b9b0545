import { Link } from 'react-router';
import { ArrowRight, GraduationCap } from 'lucide-react';
import { ComingSoonCard } from '@/components/coming-soon-card';
import { PageContainer } from '@/components/layouts/page-container';
import { buttonVariants } from '@/components/ui/button';

/** The Learning tab: what the learning side will offer, and the way to Study Plans. */
export default function LearningTab() {
  return (
    <PageContainer>
      <ComingSoonCard
        icon={GraduationCap}
        title="Learning"
        description="Polymath will turn your conversations into a path for learning."
        features={[
          'Personalised study plans from your interests and knowledge gaps',
          'A directory of subjects with trusted sources',
          'Adaptive learning paths that follow your level',
          'Encyclopedia summaries of what Polymath has learned',
        ]}
      >
        <Link to="/study-plans" className={buttonVariants({ className: 'w-fit' })}>
          Open Study Plans
          <ArrowRight aria-hidden />
        </Link>
      </ComingSoonCard>
    </PageContainer>
  );
}
