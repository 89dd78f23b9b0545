import { describe, expect, it } from 'vitest';
import { createOutputBuffer, OUTPUT_CUT_NOTE } from './output-buffer';

describe('createOutputBuffer', () => {
  it('keeps writes in order under the limit', () => {
    const output = createOutputBuffer(100);
    output.write('out 1\n');
    output.write(Buffer.from('err 1\n'));
    expect(output.text()).toBe('out 1\nerr 1\n');
    expect(output.isCut).toBe(false);
  });

  it('cuts at the limit with a note, never splitting a character', () => {
    const output = createOutputBuffer(5);
    output.write('abcdé');
    output.write('more');
    expect(output.isCut).toBe(true);
    expect(output.text()).toBe(`abcd${OUTPUT_CUT_NOTE}`);
  });
});
