import { describe, expect, it } from 'vitest';
import { CODE } from '../constants';
import {
  AiCodeEditRequestSchema,
  ExecuteCodeRequestSchema,
  ExecuteCodeResponseSchema,
  MAX_RUN_CODE_CHARS,
} from './code.schemas';

describe('code schemas', () => {
  it('accepts each of the nine languages', () => {
    for (const language of CODE.languages) {
      expect(ExecuteCodeRequestSchema.safeParse({ code: 'x', language }).success).toBe(true);
    }
  });

  it('refuses a language outside the list and blank code', () => {
    expect(ExecuteCodeRequestSchema.safeParse({ code: 'x', language: 'cobol' }).success).toBe(
      false,
    );
    expect(ExecuteCodeRequestSchema.safeParse({ code: ' \n', language: 'python' }).success).toBe(
      false,
    );
  });

  it('refuses code past the length limit', () => {
    const code = 'x'.repeat(MAX_RUN_CODE_CHARS + 1);
    expect(ExecuteCodeRequestSchema.safeParse({ code, language: 'go' }).success).toBe(false);
    const longest = 'x'.repeat(MAX_RUN_CODE_CHARS);
    expect(ExecuteCodeRequestSchema.safeParse({ code: longest, language: 'go' }).success).toBe(
      true,
    );
  });

  it('keeps the indentation of the code it runs', () => {
    const code = '  print(1)\n';
    expect(ExecuteCodeRequestSchema.parse({ code, language: 'python' }).code).toBe(code);
  });

  it('accepts a failed run as an answer', () => {
    const run = { success: false, output: '', error: 'NameError', executionTime: 12 };
    expect(ExecuteCodeResponseSchema.safeParse(run).success).toBe(true);
  });

  it('refuses a blank edit request', () => {
    const request = { currentCode: 'let a = 1;', language: 'javascript', editRequest: '  ' };
    expect(AiCodeEditRequestSchema.safeParse(request).success).toBe(false);
  });
});
