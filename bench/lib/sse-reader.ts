/**
 * Reads a live server-sent events body and hands each `data:` payload to `onData` as soon as its
 * event is complete, so a caller can time the first token. Comment lines (heartbeats) are skipped.
 * Resolves when the body ends.
 */
export async function readSseData(
  response: Response,
  onData: (data: string) => void,
): Promise<void> {
  if (!response.body) throw new Error('The response has no body.');
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice('data:'.length).trimStart())
        .join('\n');
      if (data !== '') onData(data);
      end = buffer.indexOf('\n\n');
    }
  }
}
