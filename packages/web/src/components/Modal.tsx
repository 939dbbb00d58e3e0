import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusableIn, trapTab } from './focusTrap.js';
import './modal.css';
import { CloseIcon } from './Icon.js';

type Props = {
  /** A string, or an element when part of it needs markup of its own (a photo's title, userWritten). */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  closeLabel: string;
  /** `wide` for dialogs with a lot to show (a portfolio). */
  size?: 'normal' | 'wide';
};

/** Open dialogs, innermost last: only the innermost answers Escape and keeps Tab inside itself. */
const openDialogs: HTMLElement[] = [];

/**
 * A modal dialog, rendered over the page: labelled by its title, closes on Escape or the backdrop.
 * Focus starts on the element marked `data-autofocus` (else the dialog itself), Tab and Shift+Tab
 * stay inside, and focus returns to where it was when the dialog closes.
 */
export function Modal({ title, onClose, children, closeLabel, size = 'normal' }: Props) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(dialog);
    document.body.classList.add('modal-open');
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs.at(-1) !== dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        trapTab(event, dialog);
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (openDialogs.at(-1) !== dialog || !(event.target instanceof Node) || dialog.contains(event.target)) return;
      (focusableIn(dialog)[0] ?? dialog).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (openDialogs.length === 0) document.body.classList.remove('modal-open');
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  return createPortal(
    <div className="modal-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        className={size === 'wide' ? 'modal modal--wide' : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={dialogRef}
      >
        <button type="button" className="modal__close icon-button" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </button>
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
