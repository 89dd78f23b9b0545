import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { Button, buttonVariants } from '@/components/ui/button';

/**
 * Shown when a page fails to render or its code fails to load (often a deploy replaced the files
 * this tab still points at, which a reload fixes).
 */
export default function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.warn('[Polymath] A page failed to render:', error);
  }, [error]);

  return (
    <div role="alert" className="flex min-h-dvh items-center bg-background">
      <PageContainer className="items-center text-center">
        <h1 className="text-3xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="text-muted-foreground">
          This page could not be shown. Reloading usually fixes it.
        </p>
        <div className="flex gap-3">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <a href="/" className={buttonVariants({ variant: 'outline' })}>
            Back to Chat
          </a>
        </div>
      </PageContainer>
    </div>
  );
}
