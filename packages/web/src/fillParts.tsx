import { Fragment, type ReactNode } from 'react';

/**
 * Fills `{name}` slots of a sentence with elements rather than strings, so a part can carry its own
 * markup (a message the person wrote, marked userWritten) while the sentence stays one translation.
 */
export function fillParts(template: string, parts: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={index}>{name !== undefined && Object.hasOwn(parts, name) ? parts[name] : piece}</Fragment>;
  });
}
