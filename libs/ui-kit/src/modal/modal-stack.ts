// Module-level state shared by every open Modal: which one is on top (only it reacts to keys),
// and the body scroll lock, which must survive nested modals opening and closing in any order.
const stack: symbol[] = [];

/**
 * Set on `<html>` while any modal is open: the page behind it is covered (a phone's modal fills the screen)
 * or dimmed, so what moves there on its own can stop (the home marquee pauses) instead of making the device
 * draw frames nobody looks at.
 */
export const MODAL_OPEN_ATTRIBUTE = 'data-pf-modal-open';

const markModalOpen = () => document.documentElement.toggleAttribute(MODAL_OPEN_ATTRIBUTE, stack.length > 0);

export function pushModal(id: symbol): void {
  stack.push(id);
  markModalOpen();
}

export function removeModal(id: symbol): void {
  const index = stack.lastIndexOf(id);
  if (index !== -1) stack.splice(index, 1);
  markModalOpen();
}

export function isTopModal(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}

let lockCount = 0;
let savedScrollY = 0;
let savedStyle: Pick<
  CSSStyleDeclaration,
  'position' | 'top' | 'left' | 'right' | 'width' | 'overflow'
> | null = null;

/** Freezes page scrolling by fixing the body at the current offset (works on iOS, unlike overflow: hidden). */
export function lockScroll(): void {
  lockCount += 1;
  if (lockCount > 1) return;
  const { style } = document.body;
  savedScrollY = window.scrollY;
  savedStyle = {
    position: style.position,
    top: style.top,
    left: style.left,
    right: style.right,
    width: style.width,
    overflow: style.overflow,
  };
  style.position = 'fixed';
  style.top = `-${savedScrollY}px`;
  style.left = '0';
  style.right = '0';
  style.width = '100%';
  style.overflow = 'hidden';
}

/** Undoes `lockScroll` once the last lock is released, and puts the page back where it was. */
export function unlockScroll(): void {
  if (lockCount === 0) return;
  lockCount -= 1;
  if (lockCount > 0 || !savedStyle) return;
  Object.assign(document.body.style, savedStyle);
  savedStyle = null;
  if (savedScrollY > 0) window.scrollTo(0, savedScrollY);
}
