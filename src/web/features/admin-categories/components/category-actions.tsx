import { Archive, ArchiveRestore, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ManagedCategory } from '../../../../domain/schemas/back-office-catalogue.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useArchiveCategory, useRemoveCategory } from '../api/categories.ts';

const button =
  'inline-flex items-center justify-center rounded-lg border border-neutral-300 bg-white px-3 py-1.5 font-medium text-neutral-800 text-sm hover:bg-neutral-100 disabled:opacity-60';

/**
 * Archive (or bring back) and remove one category. Removing is for an empty one made by mistake;
 * the server says why it refuses one with products or subcategories, and archiving is offered there.
 */
export function CategoryActions({ category }: { category: ManagedCategory }) {
  const [confirming, setConfirming] = useState<'archive' | 'remove' | null>(null);
  const archive = useArchiveCategory();
  const remove = useRemoveCategory();
  const isArchived = category.archived_at !== null;
  const busy = archive.isPending || remove.isPending;

  const setArchived = (next: boolean) =>
    archive.mutate(
      { id: category.id, archive: next },
      {
        onSuccess: () =>
          toast.success(next ? `${category.name} is archived.` : `${category.name} is back in the shop.`),
        onError: (error) => toast.error(error.message),
      },
    );
  const removeIt = () =>
    remove.mutate(category.id, {
      onSuccess: () => toast.success(`${category.name} is removed.`),
      onError: (error) => toast.error(error.message),
    });

  return (
    <>
      <button
        type="button"
        className={button}
        disabled={busy}
        onClick={() => (isArchived ? setArchived(false) : setConfirming('archive'))}
        aria-label={`${isArchived ? 'Un-archive' : 'Archive'} ${category.name}`}
        title={isArchived ? 'Un-archive' : 'Archive'}
      >
        {isArchived ? (
          <ArchiveRestore className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Archive className="h-4 w-4" aria-hidden="true" />
        )}
        {/* Beside the form the table is narrow: the icon alone, the button's name says what it does. */}
        <span className="ml-1 hidden 2xl:inline">{isArchived ? 'Un-archive' : 'Archive'}</span>
      </button>
      <button
        type="button"
        className={`${button} text-red-800 hover:bg-red-50`}
        disabled={busy}
        onClick={() => setConfirming('remove')}
        aria-label={`Remove ${category.name}`}
        title="Remove"
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        <span className="ml-1 hidden 2xl:inline">Remove</span>
      </button>
      <ConfirmDialog
        open={confirming === 'archive'}
        onOpenChange={(open) => setConfirming(open ? 'archive' : null)}
        title={`Archive ${category.name}?`}
        description="It leaves the shop's category lists, with its subcategories. Its products stay as they are, and you can bring it back later."
        confirmLabel="Archive"
        onConfirm={() => setArchived(true)}
      />
      <ConfirmDialog
        open={confirming === 'remove'}
        onOpenChange={(open) => setConfirming(open ? 'remove' : null)}
        title={`Remove ${category.name}?`}
        description="Only an empty category can be removed, and it cannot be brought back. A category with products can be archived instead."
        confirmLabel="Remove"
        onConfirm={removeIt}
      />
    </>
  );
}
