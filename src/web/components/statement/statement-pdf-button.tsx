import { Download } from 'lucide-react';
import { SOMETHING_WENT_WRONG } from '../../lib/texts.ts';

/**
 * A statement's "Download PDF", for the customer's page and staff's alike: it says while the PDF is
 * being prepared, ignores presses meanwhile, and says what went wrong if the download failed.
 */
export function StatementPdfButton({
  pending,
  error,
  onDownload,
  className,
}: {
  pending: boolean;
  error: Error | null;
  onDownload: () => void;
  /** The button's look, which follows the page it stands on. */
  className: string;
}) {
  return (
    <div className="flex flex-col items-stretch gap-1 sm:items-end">
      <button
        type="button"
        aria-disabled={pending}
        onClick={() => {
          if (!pending) onDownload();
        }}
        className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 font-semibold text-sm aria-disabled:cursor-wait aria-disabled:opacity-70 ${className}`}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        {pending ? 'Preparing PDF…' : 'Download PDF'}
      </button>
      {error && (
        <p role="alert" className="text-red-700 text-xs">
          {error.message || SOMETHING_WENT_WRONG}
        </p>
      )}
    </div>
  );
}
