import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@polymath/shared';
import { BackToAppLink } from '@/components/layouts/back-to-app-link';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LEGAL_LAST_UPDATED } from '../last-updated';

/** The frame of a legal page: back link, title, last-updated date, and the sections. */
export function LegalPageLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} · ${PRODUCT_NAME}`);
  return (
    <div className="min-h-screen bg-background text-foreground">
      <main className="mx-auto max-w-prose px-4 py-10 sm:py-16">
        <BackToAppLink />
        <h1 className="mt-6 text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Last updated: <time dateTime={LEGAL_LAST_UPDATED}>{LEGAL_LAST_UPDATED}</time>
        </p>
        <div className="mt-10 space-y-10">{children}</div>
      </main>
    </div>
  );
}
