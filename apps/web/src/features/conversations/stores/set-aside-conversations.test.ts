import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@polymath/shared';
import { useConversationsStore } from './conversations-store';
import {
  countLocalConversations,
  restoreSetAsideConversations,
  setAsideLocalConversations,
} from './set-aside-conversations';

/** A guest's conversation with one question in it. */
function askAsGuest(question: string): void {
  const { create, addMessage } = useConversationsStore.getState();
  addMessage(create(), { role: 'user', content: question });
}

const questionsInView = () =>
  useConversationsStore
    .getState()
    .store.conversations.flatMap(({ messages }) => messages.map(({ content }) => content));

describe('a guest’s conversations kept out of an account', () => {
  it('counts only conversations with something in them', () => {
    expect(countLocalConversations()).toBe(0);
    askAsGuest('What is a black hole?');
    useConversationsStore.getState().create();
    expect(countLocalConversations()).toBe(1);
  });

  it('are moved aside, leaving nothing for the account’s sync, and come back whole', () => {
    askAsGuest('What is a black hole?');
    askAsGuest('How far is the Moon?');
    expect(setAsideLocalConversations()).toBe(true);
    expect(countLocalConversations()).toBe(0);
    expect(questionsInView()).toEqual([]);
    expect(window.localStorage.getItem(STORAGE_KEYS.setAsideConversations)).not.toBeNull();

    restoreSetAsideConversations();
    expect(questionsInView().sort()).toEqual(['How far is the Moon?', 'What is a black hole?']);
    expect(window.localStorage.getItem(STORAGE_KEYS.setAsideConversations)).toBeNull();
  });

  it('stay in view when the browser cannot store them aside', () => {
    askAsGuest('What is a black hole?');
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      expect(setAsideLocalConversations()).toBe(false);
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(questionsInView()).toEqual(['What is a black hole?']);
  });

  it('restores nothing when nothing was set aside', () => {
    askAsGuest('What is a black hole?');
    restoreSetAsideConversations();
    expect(questionsInView()).toEqual(['What is a black hole?']);
  });
});
