import { describe, expect, it, vi } from 'vitest';
import { playChimeWhenAllowed } from './intro-chime-gate';

/** A page's user activation as navigator.userActivation reports it, changed by the test. */
function createUserActivation(hasBeenActive = false) {
  return { hasBeenActive, isActive: false };
}

describe('playChimeWhenAllowed', () => {
  it('plays at once when the visitor has already interacted with the page', () => {
    const play = vi.fn();
    const target = new EventTarget();
    const addListener = vi.spyOn(target, 'addEventListener');

    playChimeWhenAllowed({ userActivation: createUserActivation(true), target, play });

    expect(play).toHaveBeenCalledOnce();
    expect(addListener).not.toHaveBeenCalled();
  });

  it('stays silent until the first gesture that activates the page, then plays once', () => {
    const play = vi.fn();
    const target = new EventTarget();
    const userActivation = createUserActivation();

    playChimeWhenAllowed({ userActivation, target, play });
    expect(play).not.toHaveBeenCalled();

    // A finger touching the screen does not activate the page yet.
    target.dispatchEvent(new Event('pointerdown'));
    expect(play).not.toHaveBeenCalled();

    userActivation.isActive = true;
    userActivation.hasBeenActive = true;
    target.dispatchEvent(new Event('pointerup'));
    expect(play).toHaveBeenCalledOnce();

    target.dispatchEvent(new Event('click'));
    target.dispatchEvent(new Event('keydown'));
    expect(play).toHaveBeenCalledOnce();
  });

  it('takes a click or a key press as the gesture where the browser cannot tell', () => {
    const play = vi.fn();
    const target = new EventTarget();

    playChimeWhenAllowed({ userActivation: undefined, target, play });
    target.dispatchEvent(new Event('pointerdown'));
    expect(play).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    expect(play).toHaveBeenCalledOnce();
  });

  it('stops waiting when told to', () => {
    const play = vi.fn();
    const target = new EventTarget();
    const userActivation = createUserActivation();

    const stopWaiting = playChimeWhenAllowed({ userActivation, target, play });
    stopWaiting();
    userActivation.isActive = true;
    target.dispatchEvent(new Event('click'));

    expect(play).not.toHaveBeenCalled();
  });
});
