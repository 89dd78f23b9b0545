import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@polymath/shared';
import { BackToAppLink } from '@/components/layouts/back-to-app-link';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The page an e-mailed link opens: a back link and one card with its title and content. */
export function EmailLinkPageLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} · ${PRODUCT_NAME}`);
  return (
    <div className="min-h-screen bg-background text-foreground">
      <main className="mx-auto grid max-w-md gap-6 px-4 py-10 sm:py-16">
        <BackToAppLink className="justify-self-start" />
        <section
          aria-labelledby="email-link-title"
          className="grid gap-5 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
        >
          <h1 id="email-link-title" className="text-2xl font-bold tracking-tight">
            {title}
          </h1>
          {children}
        </section>
      </main>
    </div>
  );
}
