import { describe, expect, it } from 'vitest';
import { previewDocument } from './preview-document';

describe('previewDocument', () => {
  it('puts the console bridge first in the head of a full page', () => {
    const page = '<!doctype html><html><head><title>T</title></head><body><p>Hi</p></body></html>';
    const document = previewDocument('html', page);
    expect(document.startsWith('<!doctype html><html><head><script>')).toBe(true);
    expect(document.indexOf('polymath-preview-console')).toBeLessThan(document.indexOf('<title>'));
    expect(document).toContain('<body><p>Hi</p></body>');
  });

  it('wraps a fragment, CSS over a sample page, and JavaScript in an empty page', () => {
    expect(previewDocument('html', '<p>Fragment</p>')).toMatch(
      /^<!doctype html><html><head><meta charset="utf-8"><script>[\s\S]*<body><p>Fragment<\/p><\/body><\/html>$/,
    );
    expect(previewDocument('css', 'h1 { color: red }')).toContain(
      '<style>h1 { color: red }</style></head><body><h1>Heading</h1>',
    );
    expect(previewDocument('javascript', 'console.log(1)')).toContain(
      '<body><script>console.log(1)</script></body>',
    );
  });

  it('keeps a closing script or style tag in the code from ending the element early', () => {
    expect(previewDocument('javascript', "console.log('</script><b>x</b>')")).toContain(
      "console.log('<\\/script><b>x</b>')",
    );
    expect(previewDocument('css', 'a{}</style><script>alert(1)</script>')).toContain(
      '<style>a{}<\\/style><script>alert(1)</script></style>',
    );
  });
});
