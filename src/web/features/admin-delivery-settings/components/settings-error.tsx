import { ApiRequestError } from '../../../lib/api-client.ts';
import { SOMETHING_WENT_WRONG } from '../../../lib/texts.ts';

/** A refused change, in the server's words (its field messages after its message). */
export function SettingsError({ id, error }: { id: string; error: unknown }) {
  if (!error) return null;
  const message =
    error instanceof ApiRequestError
      ? [error.message, ...Object.values(error.errors).flat()].filter(
          (text, index, all) => all.indexOf(text) === index,
        )
      : [SOMETHING_WENT_WRONG];
  return (
    <p id={id} role="alert" className="mt-2 text-red-700 text-sm">
      {message.join(' ')}
    </p>
  );
}
