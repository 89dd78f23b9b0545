import { useEffect } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@polymath/shared';
import { ArrowLeft, Route } from 'lucide-react';
import { ComingSoonCard } from '@/components/coming-soon-card';
import { PageContainer } from '@/components/layouts/page-container';
import { buttonVariants } from '@/components/ui/button';

/** The Study Plans page (001 §2): its header, and what the page will hold. */
export default function StudyPlansPage() {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = `Study Plans · ${PRODUCT_NAME}`;
    return () => {
      document.title = previousTitle;
    };
  }, []);

  return (
    <div className="min-h-dvh bg-background">
      <PageContainer className="max-w-4xl">
        <Link
          to="/"
          className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'w-fit -ml-2' })}
        >
          <ArrowLeft aria-hidden />
          Back to Chat
        </Link>
        <header className="grid gap-2">
          <h1 className="text-3xl font-semibold tracking-tight">Study Plans</h1>
          <p className="text-muted-foreground">
            Personalized learning paths based on your interests and knowledge gaps
          </p>
        </header>
        <ComingSoonCard
          icon={Route}
          title="Your learning paths"
          description="Study Plans will recommend paths from what you ask about and track your progress through them."
          features={[
            'Recommendations with topics, resources and progress',
            'Wikipedia learning summaries by category',
            'Your interests and knowledge gaps, with key questions',
            'Search across every path',
          ]}
        />
      </PageContainer>
    </div>
  );
}
