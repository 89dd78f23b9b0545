import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PRODUCT_NAME } from '@polymath/shared';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LEGAL_LAST_UPDATED } from '../last-updated';

/** The frame of a legal page: back link, title, last-updated date, and the sections. */
export function LegalPageLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} · ${PRODUCT_NAME}`);
  return (
    <div className="min-h-screen bg-background text-foreground">
      <main className="mx-auto max-w-prose px-4 py-10 sm:py-16">
        <Link
          to="/"
          className="inline-flex items-center gap-2 text-sm font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to {PRODUCT_NAME}
        </Link>
        <h1 className="mt-6 text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Last updated: <time dateTime={LEGAL_LAST_UPDATED}>{LEGAL_LAST_UPDATED}</time>
        </p>
        <div className="mt-10 space-y-10">{children}</div>
      </main>
    </div>
  );
}
