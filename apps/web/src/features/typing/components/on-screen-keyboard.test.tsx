import { render } from '@testing-library/react';
import { createRef, type MutableRefObject } from 'react';
import { describe, expect, it } from 'vitest';
import { OnScreenKeyboard, type KeyHinter } from './on-screen-keyboard';

function keyboard(layout: 'remington-gail' | 'inscript') {
  const hinter = createRef<KeyHinter | null>() as MutableRefObject<KeyHinter | null>;
  const { container } = render(
    <OnScreenKeyboard layout={layout} order="typewriter" hinter={hinter} />,
  );
  const lit = () =>
    [...container.querySelectorAll('[data-code]')]
      .filter((el) => el.classList.contains('ring-2'))
      .map((el) => el.getAttribute('data-code'));
  return { hint: (target: string, typed: string) => hinter.current?.(target, typed), lit };
}

describe('OnScreenKeyboard hints with AltGr (issue 23, item 7)', () => {
  it('lights AltGr with the digit for a Devanagari figure on Remington', () => {
    const { hint, lit } = keyboard('remington-gail');
    hint('१९४७', '');
    expect(lit().sort()).toEqual(['AltGr', 'Digit1']);
    hint('१९४७', '१९');
    expect(lit().sort()).toEqual(['AltGr', 'Digit4']);
  });

  it('lights Shift, AltGr and / for the question mark on Remington', () => {
    const { hint, lit } = keyboard('remington-gail');
    hint('क्या?', 'क्या');
    expect(lit().sort()).toEqual(['AltGr', 'Shift', 'Shift', 'Slash']);
  });

  it('lights only the number row for ASCII figures on InScript', () => {
    const { hint, lit } = keyboard('inscript');
    hint('2023', '');
    expect(lit()).toEqual(['Digit2']);
  });
});
