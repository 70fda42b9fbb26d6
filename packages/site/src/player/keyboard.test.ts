import { describe, expect, it } from 'vitest';
import { isTypingTarget, shortcutFor } from './keyboard';

const on = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild;
};

describe('player keyboard shortcuts', () => {
  it('maps space, arrows and f to play/pause, 5 s seeks, volume steps and fullscreen', () => {
    const target = document.body;
    expect(shortcutFor({ key: ' ', target })).toEqual({ type: 'togglePlay' });
    expect(shortcutFor({ key: 'ArrowLeft', target })).toEqual({ type: 'seekBy', seconds: -5 });
    expect(shortcutFor({ key: 'ArrowRight', target })).toEqual({ type: 'seekBy', seconds: 5 });
    expect(shortcutFor({ key: 'ArrowUp', target })).toEqual({ type: 'volumeBy', delta: 0.1 });
    expect(shortcutFor({ key: 'ArrowDown', target })).toEqual({ type: 'volumeBy', delta: -0.1 });
    expect(shortcutFor({ key: 'f', target })).toEqual({ type: 'toggleFullscreen' });
    expect(shortcutFor({ key: 'F', target })).toEqual({ type: 'toggleFullscreen' });
    expect(shortcutFor({ key: 'x', target })).toBeNull();
  });

  it('does nothing while the viewer types', () => {
    for (const html of [
      '<input type="search">',
      '<textarea></textarea>',
      '<select><option>1</option></select>',
      '<div contenteditable="true"></div>',
    ]) {
      const target = on(html);
      expect(isTypingTarget(target), html).toBe(true);
      expect(shortcutFor({ key: ' ', target }), html).toBeNull();
      expect(shortcutFor({ key: 'f', target }), html).toBeNull();
    }
  });

  it('leaves the keyboard to an open dialog', () => {
    document.body.innerHTML = '<dialog open><p tabindex="-1">x</p></dialog>';
    const target = document.querySelector('p');
    expect(shortcutFor({ key: ' ', target })).toBeNull();
    expect(shortcutFor({ key: 'ArrowLeft', target })).toBeNull();
  });

  it('leaves space to a focused button and modifier combinations to the browser', () => {
    expect(shortcutFor({ key: ' ', target: on('<button>x</button>') })).toBeNull();
    expect(shortcutFor({ key: ' ', target: on('<a href="/">x</a>') })).toBeNull();
    expect(shortcutFor({ key: 'ArrowLeft', target: on('<button>x</button>') })).toEqual({
      type: 'seekBy',
      seconds: -5,
    });
    expect(shortcutFor({ key: 'f', target: document.body, ctrlKey: true })).toBeNull();
    expect(shortcutFor({ key: 'ArrowLeft', target: document.body, metaKey: true })).toBeNull();
  });
});
