import { useId, useState } from 'react';
import { cutText } from '../../../../domain/text.ts';

/** Review text cut at 89 characters with a 'See more' / 'See less' toggle when it is longer. */
export function ReviewText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const cut = cutText(text);
  return (
    <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-neutral-800">
      <span id={textId}>{expanded || !cut.isCut ? text : cut.text}</span>
      {cut.isCut && (
        <>
          {' '}
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded((value) => !value)}
            className="font-semibold text-amber-700 hover:underline"
          >
            {expanded ? 'See less' : 'See more'}
          </button>
        </>
      )}
    </p>
  );
}
