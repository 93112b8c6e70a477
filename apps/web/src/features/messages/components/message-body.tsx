import { linkify } from '../format';

/** A message's text with its web addresses as links that open in a new tab. */
export function MessageBody({ body, mine }: { body: string; mine: boolean }) {
  return (
    <p className="text-sm break-words whitespace-pre-line">
      {linkify(body).map((part, index) =>
        part.href ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className={`underline ${mine ? 'text-white' : 'text-indigo-800'}`}
          >
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
