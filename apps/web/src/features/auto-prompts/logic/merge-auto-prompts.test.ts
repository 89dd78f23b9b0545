import { describe, expect, it } from 'vitest';
import { makeAutoPrompt } from '../testing/auto-prompt-fixtures';
import { mergeAutoPrompts, type LocalChanges } from './merge-auto-prompts';

const NO_CHANGES: LocalChanges = { changedIds: new Set(), deletedIds: new Set() };

describe('merging the server’s auto prompts', () => {
  it('takes the server’s copy of the prompts it has', () => {
    const local = [makeAutoPrompt('a', { executionCount: 1 })];
    const server = [makeAutoPrompt('a', { executionCount: 5 })];
    expect(mergeAutoPrompts(local, server, NO_CHANGES)).toEqual(server);
  });

  it('keeps prompts only this browser has, to upload them', () => {
    const local = [makeAutoPrompt('mine'), makeAutoPrompt('shared', { name: 'Old' })];
    const server = [makeAutoPrompt('shared', { name: 'New' }), makeAutoPrompt('elsewhere')];
    expect(mergeAutoPrompts(local, server, NO_CHANGES).map(({ id, name }) => [id, name])).toEqual([
      ['mine', 'Prompt mine'],
      ['shared', 'New'],
      ['elsewhere', 'Prompt elsewhere'],
    ]);
  });

  it('keeps a change made here and not yet saved', () => {
    const local = [makeAutoPrompt('a', { isActive: false })];
    const server = [makeAutoPrompt('a', { isActive: true })];
    const changes = { changedIds: new Set(['a']), deletedIds: new Set<string>() };
    expect(mergeAutoPrompts(local, server, changes)[0]?.isActive).toBe(false);
  });

  it('does not bring back a prompt deleted here and not yet deleted on the server', () => {
    const server = [makeAutoPrompt('gone'), makeAutoPrompt('kept')];
    const changes = { changedIds: new Set<string>(), deletedIds: new Set(['gone']) };
    expect(mergeAutoPrompts([], server, changes).map(({ id }) => id)).toEqual(['kept']);
  });

  it('drops a prompt the server had and another browser has deleted since', () => {
    const local = [makeAutoPrompt('deleted-elsewhere'), makeAutoPrompt('made-here')];
    const server = [makeAutoPrompt('kept')];
    const serverHad = new Set(['deleted-elsewhere', 'kept']);
    expect(mergeAutoPrompts(local, server, NO_CHANGES, serverHad).map(({ id }) => id)).toEqual([
      'made-here',
      'kept',
    ]);
  });

  it('keeps a prompt deleted elsewhere that was changed here since, to upload it again', () => {
    const local = [makeAutoPrompt('edited-here', { isActive: false })];
    const changes = { changedIds: new Set(['edited-here']), deletedIds: new Set<string>() };
    expect(
      mergeAutoPrompts(local, [], changes, new Set(['edited-here'])).map(({ id }) => id),
    ).toEqual(['edited-here']);
  });
});
