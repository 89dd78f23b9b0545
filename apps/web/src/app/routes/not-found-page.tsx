import { Link } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { buttonVariants } from '@/components/ui/button';

/** Any path the app does not know. */
export default function NotFoundPage() {
  return (
    <div className="flex min-h-dvh items-center bg-background">
      <PageContainer className="items-center text-center">
        <p className="text-sm font-semibold text-primary">404</p>
        <h1 className="text-3xl font-semibold tracking-tight">Page not found</h1>
        <p className="text-muted-foreground">There is nothing at this address.</p>
        <Link to="/" className={buttonVariants()}>
          Back to Chat
        </Link>
      </PageContainer>
    </div>
  );
}
