import { ExternalLink } from 'lucide-react';
import { CHAT, type Source } from '@polymath/shared';
import { formatPercent, OWN_SOURCE_LABEL } from '../logic/confidence-band';
import { toSafeUrl } from '../logic/safe-url';

function excerptOf(content: string): string {
  return content.length > CHAT.sourceExcerptChars
    ? `${content.slice(0, CHAT.sourceExcerptChars).trimEnd()}…`
    : content;
}

// A source is named by its address when it has one; only web addresses become links.
function linkOf(source: string): string | null {
  return /^https?:\/\//i.test(source) && toSafeUrl(source) !== '' ? source : null;
}

function titleOf(source: string): string {
  try {
    const url = new URL(source);
    const lastSegment = decodeURIComponent(url.pathname.split('/').filter(Boolean).at(-1) ?? '');
    return lastSegment ? lastSegment.replaceAll('_', ' ') : url.hostname;
  } catch {
    return source;
  }
}

// The server names a source 'Title (https://address)'; the address may hold parentheses itself.
const TITLED_SOURCE = /^(.*\S)\s+\((https?:\/\/\S+)\)$/i;

/** What a source is shown as: its title, and a link when it has a web address. */
function describeSource(source: string): { title: string; href: string | null } {
  const titled = TITLED_SOURCE.exec(source);
  if (titled?.[1] && titled[2]) return { title: titled[1], href: linkOf(titled[2]) };
  return { title: titleOf(source), href: linkOf(source) };
}

/**
 * Up to three sources of an answer, each with a 150-character excerpt and its reliability; the
 * user's own notes and files say they are theirs instead, since verification does not count them.
 */
export function MessageSources({ sources }: { sources: readonly Source[] }) {
  if (sources.length === 0) return null;
  return (
    <section aria-label="Sources" className="space-y-1.5">
      <h3 className="text-xs font-semibold text-muted-foreground">Sources</h3>
      <ol className="space-y-1.5">
        {sources.slice(0, CHAT.maxSources).map((source, index) => {
          const { title, href } = describeSource(source.source);
          return (
            <li
              key={`${source.source}-${index}`}
              className="rounded-lg border bg-background/60 p-2 text-xs"
            >
              <div className="flex items-center justify-between gap-2">
                {href ? (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-w-0 items-center gap-1 font-medium text-primary hover:underline"
                  >
                    <span className="truncate">{title}</span>
                    <ExternalLink className="size-3 shrink-0" aria-hidden />
                  </a>
                ) : (
                  <span className="truncate font-medium">{title}</span>
                )}
                <span className="shrink-0 text-muted-foreground">
                  {source.isOwn
                    ? OWN_SOURCE_LABEL
                    : `Reliability ${formatPercent(source.reliability)}`}
                </span>
              </div>
              <p className="mt-1 text-muted-foreground">{excerptOf(source.content)}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
