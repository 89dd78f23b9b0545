/** The Google editors whose documents export as text, and how each exports. */
const EXPORTS = {
  document: {
    label: 'Google Docs document',
    path: (id: string) => `document/d/${id}/export?format=txt`,
  },
  spreadsheets: {
    label: 'Google Sheets spreadsheet',
    path: (id: string) => `spreadsheets/d/${id}/export?format=csv`,
  },
  presentation: {
    label: 'Google Slides presentation',
    path: (id: string) => `presentation/d/${id}/export/txt`,
  },
} as const;
export type GoogleEditor = keyof typeof EXPORTS;

/** A shared Google document: which editor, its id, and where its text export is. */
export interface GoogleDocLink {
  editor: GoogleEditor;
  id: string;
  label: string;
  exportUrl: string;
}

const ID = /^[\w-]{10,200}$/;

function editorOf(segment: string | undefined): GoogleEditor | undefined {
  return segment === 'document' || segment === 'spreadsheets' || segment === 'presentation'
    ? segment
    : undefined;
}

/**
 * A Google Docs, Sheets or Slides link in any of its shapes — `/document/d/<id>/edit`,
 * `/document/u/0/d/<id>/`, `/spreadsheets/d/<id>/edit#gid=0`, `/open?id=<id>` (a document) — as
 * the export address on `baseUrl` (GOOGLE_DOCS_BASE_URL). Undefined for any other link.
 */
export function parseGoogleDocLink(link: string, baseUrl: string): GoogleDocLink | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.hostname !== 'docs.google.com' && url.hostname !== 'drive.google.com') return undefined;
  const segments = url.pathname.split('/').filter(Boolean);
  let editor = editorOf(segments[0]);
  let id: string | undefined;
  if (editor) {
    const marker = segments.indexOf('d');
    id = marker > 0 ? segments[marker + 1] : undefined;
  } else if (segments[0] === 'open' || (segments[0] === 'file' && segments[1] === 'd')) {
    // Drive's own links say nothing of the editor: a document is the common case.
    editor = 'document';
    id = segments[0] === 'open' ? (url.searchParams.get('id') ?? undefined) : segments[2];
  }
  if (!editor || !id || !ID.test(id)) return undefined;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return {
    editor,
    id,
    label: EXPORTS[editor].label,
    exportUrl: new URL(EXPORTS[editor].path(id), base).toString(),
  };
}
