import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_ID_HEADER } from '@polymath/shared';
import { uploadFile } from './upload-file';

/** What the page's XMLHttpRequest was asked to do, and how the test answers. */
interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  xhr: FakeXhr;
}

const sent: SentRequest[] = [];

/** The browser's XMLHttpRequest as far as uploadFile uses it; the test plays the network. */
class FakeXhr {
  status = 0;
  statusText = '';
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private request: Omit<SentRequest, 'body' | 'xhr'> = { method: '', url: '', headers: {} };

  open(method: string, url: string) {
    this.request = { method, url, headers: {} };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name] = value;
  }
  send(body: FormData) {
    sent.push({ ...this.request, body, xhr: this });
  }
  abort() {
    this.onabort?.();
  }
  sent() {
    this.upload.onload?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const ANALYSIS = {
  fileName: 'report.pdf',
  analysis: { summary: 'S.', keyPoints: ['K.'], extractedText: 'T.', analysis: 'PDF.' },
};

describe('uploadFile', () => {
  afterEach(() => {
    sent.length = 0;
    vi.unstubAllGlobals();
  });

  it('sends the fields before the file with the auth headers, reporting progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const result = uploadFile(new Blob(['%PDF-1.7']), 'report.pdf', {
      query: 'What about rivers?',
      conversationId: '4f7c2b8e-1d3a-4c5b-9e6f-7a8b9c0d1e2f',
      onProgress: (fraction) => progress.push(fraction),
    });
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/upload');
    expect(request?.headers[ANONYMOUS_ID_HEADER]).toBeTruthy();
    expect([...request!.body.keys()]).toEqual(['query', 'conversationId', 'file']);
    expect((request!.body.get('file') as File).name).toBe('report.pdf');
    request?.xhr.progress(50, 200);
    // The body is all sent without a last progress event: the reply shows the file is being read.
    request?.xhr.sent();
    expect(progress).toEqual([0.25, 1]);
    request?.xhr.answer(200, ANALYSIS);
    expect(await result).toEqual({ ok: true, status: 200, data: ANALYSIS });
  });

  it("answers the server's error, a broken connection and a cancel as failures", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const refused = uploadFile(new Blob(['MZ']), 'setup.exe');
    sent[0]?.xhr.answer(415, {
      success: false,
      error: 'This type of file cannot be analysed.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await refused).toEqual({
      ok: false,
      status: 415,
      error: { message: 'This type of file cannot be analysed.', code: 'UNSUPPORTED_MEDIA_TYPE' },
    });

    const broken = uploadFile(new Blob(['x']), 'a.pdf');
    sent[1]?.xhr.onerror?.();
    expect(await broken).toMatchObject({ ok: false, status: 0 });

    const controller = new AbortController();
    const cancelled = uploadFile(new Blob(['x']), 'a.pdf', { signal: controller.signal });
    controller.abort();
    expect(await cancelled).toEqual({
      ok: false,
      status: 0,
      error: { message: 'The upload was cancelled.' },
    });
  });
});
