import { describe, expect, it } from 'vitest';
import { parseGoogleDocLink } from './google-doc-link';

const BASE = 'https://docs.google.com';
const ID = '1AbCdEfGhIjKlMnOpQrStUvWxYz_0123456789-ab';

describe('parseGoogleDocLink', () => {
  it.each([
    [`https://docs.google.com/document/d/${ID}/edit`, `${BASE}/document/d/${ID}/export?format=txt`],
    [
      `https://docs.google.com/document/d/${ID}/edit?usp=sharing#heading=h.1`,
      `${BASE}/document/d/${ID}/export?format=txt`,
    ],
    [`https://docs.google.com/document/u/0/d/${ID}/`, `${BASE}/document/d/${ID}/export?format=txt`],
    [
      `https://docs.google.com/spreadsheets/d/${ID}/edit#gid=0`,
      `${BASE}/spreadsheets/d/${ID}/export?format=csv`,
    ],
    [
      `https://docs.google.com/presentation/d/${ID}/pub?start=false`,
      `${BASE}/presentation/d/${ID}/export/txt`,
    ],
    [`https://drive.google.com/open?id=${ID}`, `${BASE}/document/d/${ID}/export?format=txt`],
    [`https://drive.google.com/file/d/${ID}/view`, `${BASE}/document/d/${ID}/export?format=txt`],
  ])('%s -> %s', (link, exportUrl) => {
    expect(parseGoogleDocLink(link, BASE)?.exportUrl).toBe(exportUrl);
  });

  it('exports on the configured base', () => {
    expect(
      parseGoogleDocLink(`https://docs.google.com/document/d/${ID}/edit`, 'http://127.0.0.1:9/g/')
        ?.exportUrl,
    ).toBe(`http://127.0.0.1:9/g/document/d/${ID}/export?format=txt`);
  });

  it.each([
    'https://example.com/document/d/abcdefghijkl/edit',
    'https://docs.google.com.evil.example/document/d/abcdefghijkl/edit',
    'https://docs.google.com/forms/d/abcdefghijkl/viewform',
    'https://docs.google.com/document/d/short/edit',
    'https://docs.google.com/document/d/../../admin/edit',
    `https://docs.google.com/document/d/${ID}%2F..%2Fx/edit`,
    'not a link',
  ])('is not a Google document: %s', (link) => {
    expect(parseGoogleDocLink(link, BASE)).toBeUndefined();
  });
});
